package dev.protojson.spring;

import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * Configuration properties for protojson, bound to {@code protojson.*}.
 *
 * <p>Every option of {@link dev.protojson.MessageMarshaller.Builder} has a property here; options not set keep the
 * builder's defaults, which follow the proto3 JSON mapping.
 */
@ConfigurationProperties("protojson")
public class ProtoJsonProperties {

  /**
   * Packages scanned at start-up, sub-packages included, for generated protobuf message classes (nested ones too).
   * Every message found, and every message type reachable from its fields, is registered and has its code
   * generated before the application starts serving. A package that holds no message classes fails start-up.
   */
  private List<String> packages = new ArrayList<>();

  /** How fields are named in written JSON. Parsing always accepts both the JSON name and the proto name. */
  private FieldNames fieldNames = FieldNames.JSON;

  /**
   * Whether to write fields that have no presence (proto3 singular scalars without 'optional', repeated fields,
   * maps) even when they hold their default value.
   */
  private boolean alwaysPrintFieldsWithNoPresence;

  /** Whether to write enum values as numbers instead of names. */
  private boolean enumsAsInts;

  /** Whether to write map entries in key order instead of insertion order. */
  private boolean sortMapKeys;

  /** Whether to write indented, multi-line JSON instead of compact JSON. */
  private boolean pretty;

  /** Whether parsing skips unknown fields and unknown enum names instead of rejecting the input. */
  private boolean ignoreUnknownFields;

  /** The deepest nesting of messages and JSON containers a parsed document may have. */
  private int recursionLimit = 100;

  /**
   * Whether the scanned packages' message types are registered by name and each gets its code on first use (its
   * writer on its first write, its reader on its first read), instead of all at start-up. Lazy registration keeps
   * start-up independent of the number of types; eager registration moves every type's one-time cost (about a
   * millisecond, or less with Spring AOT's generated classes) to start-up.
   */
  private boolean lazyRegistration = true;

  /**
   * Whether message types outside the scanned packages are registered on first use (code generation then happens
   * on the first request that reads or writes such a type, logged once at info level). When false, such a type is
   * a server misconfiguration: the request fails with a 500 and an error log naming the type.
   */
  private boolean registerOnDemand = true;

  /**
   * Whether to also read and write binary protobuf (application/x-protobuf) for requests that send it and clients
   * that ask for it with their Accept header. Clients that accept anything still get JSON.
   */
  private boolean binary;

  /**
   * Whether a web application (Spring MVC or WebFlux) answers a request body that is not valid proto3 JSON with a 400
   * problem-details response naming the field path and the line and column. Turn off to handle
   * ProtoJsonMessageNotReadableException (MVC) or ProtoJsonDecodingException (WebFlux) in your own exception
   * handlers.
   */
  private boolean parseErrorDetails = true;

  /**
   * The largest request body read as a protobuf message, JSON or binary. Bytes are counted as they are read, so a
   * chunked body is held to it too; a larger body is answered with 413 Content Too Large and a problem-details body
   * naming the limit, and the controller never sees it. Negative for no limit. The default leaves room for
   * documents of several megabytes while bounding the memory one request can take. In WebFlux it bounds each message
   * (a Mono's body, a Flux's element) where it is lower than spring.http.codecs.max-in-memory-size.
   */
  private DataSize maxRequestSize = DataSize.ofMegabytes(16);

  public List<String> getPackages() {
    return packages;
  }

  public void setPackages(List<String> packages) {
    this.packages = packages;
  }

  public FieldNames getFieldNames() {
    return fieldNames;
  }

  public void setFieldNames(FieldNames fieldNames) {
    this.fieldNames = fieldNames;
  }

  public boolean isAlwaysPrintFieldsWithNoPresence() {
    return alwaysPrintFieldsWithNoPresence;
  }

  public void setAlwaysPrintFieldsWithNoPresence(boolean alwaysPrintFieldsWithNoPresence) {
    this.alwaysPrintFieldsWithNoPresence = alwaysPrintFieldsWithNoPresence;
  }

  public boolean isEnumsAsInts() {
    return enumsAsInts;
  }

  public void setEnumsAsInts(boolean enumsAsInts) {
    this.enumsAsInts = enumsAsInts;
  }

  public boolean isSortMapKeys() {
    return sortMapKeys;
  }

  public void setSortMapKeys(boolean sortMapKeys) {
    this.sortMapKeys = sortMapKeys;
  }

  public boolean isPretty() {
    return pretty;
  }

  public void setPretty(boolean pretty) {
    this.pretty = pretty;
  }

  public boolean isIgnoreUnknownFields() {
    return ignoreUnknownFields;
  }

  public void setIgnoreUnknownFields(boolean ignoreUnknownFields) {
    this.ignoreUnknownFields = ignoreUnknownFields;
  }

  public int getRecursionLimit() {
    return recursionLimit;
  }

  public void setRecursionLimit(int recursionLimit) {
    this.recursionLimit = recursionLimit;
  }

  public boolean isLazyRegistration() {
    return lazyRegistration;
  }

  public void setLazyRegistration(boolean lazyRegistration) {
    this.lazyRegistration = lazyRegistration;
  }

  public boolean isRegisterOnDemand() {
    return registerOnDemand;
  }

  public void setRegisterOnDemand(boolean registerOnDemand) {
    this.registerOnDemand = registerOnDemand;
  }

  public boolean isBinary() {
    return binary;
  }

  public void setBinary(boolean binary) {
    this.binary = binary;
  }

  public DataSize getMaxRequestSize() {
    return maxRequestSize;
  }

  public void setMaxRequestSize(DataSize maxRequestSize) {
    this.maxRequestSize = maxRequestSize;
  }

  public boolean isParseErrorDetails() {
    return parseErrorDetails;
  }

  public void setParseErrorDetails(boolean parseErrorDetails) {
    this.parseErrorDetails = parseErrorDetails;
  }

  /** How fields are named in written JSON. */
  public enum FieldNames {

    /** The lowerCamelCase JSON name, or the field's json_name option: {@code firstName}. */
    JSON,

    /** The name in the .proto file: {@code first_name}. */
    PROTO
  }
}
