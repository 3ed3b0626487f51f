package dev.protojson.spring;

import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.DeprecatedConfigurationProperty;
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
   * Every message found, and every message type reachable from its fields, is registered; protojson.code-generation
   * says when each gets its code. A package that holds no message classes fails start-up.
   */
  private List<String> packages = new ArrayList<>();

  /**
   * Descriptor sets whose message types are registered for DynamicMessages, as resource locations
   * (classpath:api.binpb, file:/etc/api.binpb): serialized FileDescriptorSets, as protoc --descriptor_set_out
   * --include_imports writes them. MessageMarshaller.findDescriptor gives a type's descriptor by its full name. A
   * location that does not exist, or a set that does not link, fails start-up.
   */
  private List<String> descriptorSets = new ArrayList<>();

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
   * When the message types of protojson.packages get their code. 'on-first-use': each is registered by name and
   * gets its writer on its first write and its reader on its first read, so start-up does not grow with the number
   * of types. 'eager': every type is loaded and gets its code at start-up, which moves its one-time cost (about a
   * millisecond, or less with Spring AOT's generated classes) out of the first requests.
   */
  private CodeGeneration codeGeneration = CodeGeneration.ON_FIRST_USE;

  /**
   * Whether message types outside protojson.packages are accepted: each is registered on its first use and gets its
   * code then, on the first request that reads or writes it (logged once at info level). When false, such a type is
   * a server misconfiguration: the request fails with a 500 and an error log naming the type.
   */
  private boolean acceptUnregisteredTypes = true;

  /** Set by the deprecated names, which the new names win over whatever the order they are bound in. */
  private CodeGeneration deprecatedCodeGeneration;
  private Boolean deprecatedAcceptUnregisteredTypes;
  private boolean codeGenerationSet;
  private boolean acceptUnregisteredTypesSet;

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

  /** HTTP/JSON transcoding of the application's gRPC services. */
  private final Transcoding transcoding = new Transcoding();

  /** protovalidate's rules enforced on message request bodies. */
  private final Validation validation = new Validation();

  public List<String> getPackages() {
    return packages;
  }

  public void setPackages(List<String> packages) {
    this.packages = packages;
  }

  public List<String> getDescriptorSets() {
    return descriptorSets;
  }

  public void setDescriptorSets(List<String> descriptorSets) {
    this.descriptorSets = descriptorSets;
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

  public CodeGeneration getCodeGeneration() {
    return codeGenerationSet || deprecatedCodeGeneration == null ? codeGeneration : deprecatedCodeGeneration;
  }

  public void setCodeGeneration(CodeGeneration codeGeneration) {
    this.codeGeneration = codeGeneration;
    this.codeGenerationSet = true;
  }

  public boolean isAcceptUnregisteredTypes() {
    return acceptUnregisteredTypesSet || deprecatedAcceptUnregisteredTypes == null ? acceptUnregisteredTypes
        : deprecatedAcceptUnregisteredTypes;
  }

  public void setAcceptUnregisteredTypes(boolean acceptUnregisteredTypes) {
    this.acceptUnregisteredTypes = acceptUnregisteredTypes;
    this.acceptUnregisteredTypesSet = true;
  }

  /**
   * Whether code generation is on first use.
   *
   * @deprecated since 0.1.0 for removal in the next release: use {@link #getCodeGeneration()}
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  @DeprecatedConfigurationProperty(replacement = "protojson.code-generation", since = "0.1.0",
      reason = "Says when code is made, not how types are registered")
  public boolean isLazyRegistration() {
    return getCodeGeneration() == CodeGeneration.ON_FIRST_USE;
  }

  /**
   * Sets code generation to on first use ({@code true}) or eager ({@code false}).
   *
   * @deprecated since 0.1.0 for removal in the next release: use {@link #setCodeGeneration(CodeGeneration)}
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  public void setLazyRegistration(boolean lazyRegistration) {
    this.deprecatedCodeGeneration = lazyRegistration ? CodeGeneration.ON_FIRST_USE : CodeGeneration.EAGER;
  }

  /**
   * Whether unregistered types are accepted.
   *
   * @deprecated since 0.1.0 for removal in the next release: use {@link #isAcceptUnregisteredTypes()}
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  @DeprecatedConfigurationProperty(replacement = "protojson.accept-unregistered-types", since = "0.1.0",
      reason = "Renamed for what it decides")
  public boolean isRegisterOnDemand() {
    return isAcceptUnregisteredTypes();
  }

  /**
   * Sets whether unregistered types are accepted.
   *
   * @deprecated since 0.1.0 for removal in the next release: use {@link #setAcceptUnregisteredTypes(boolean)}
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  public void setRegisterOnDemand(boolean registerOnDemand) {
    this.deprecatedAcceptUnregisteredTypes = registerOnDemand;
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

  public Transcoding getTranscoding() {
    return transcoding;
  }

  public Validation getValidation() {
    return validation;
  }

  /** HTTP/JSON transcoding of gRPC services, bound to {@code protojson.transcoding.*}. */
  public static class Transcoding {

    /**
     * Whether the unary methods of the application's gRPC services that have a google.api.http rule are served as
     * HTTP/JSON on the web server's port. Transcoding is on only where at least one method has a rule, or
     * auto-mapping is on.
     */
    private boolean enabled = true;

    /**
     * Whether query parameters that name no field the query can set (unknown names, or fields the path or the body
     * binds) are skipped instead of refused with 400 INVALID_ARGUMENT, for clients that add their own parameters,
     * such as cache busters.
     */
    private boolean ignoreUnknownQueryParameters;

    /**
     * Whether every unary gRPC method without a google.api.http rule is also served as 'POST
     * /package.Service/Method', with the whole request message as the JSON body.
     */
    private boolean autoMapping;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public boolean isIgnoreUnknownQueryParameters() {
      return ignoreUnknownQueryParameters;
    }

    public void setIgnoreUnknownQueryParameters(boolean ignoreUnknownQueryParameters) {
      this.ignoreUnknownQueryParameters = ignoreUnknownQueryParameters;
    }

    public boolean isAutoMapping() {
      return autoMapping;
    }

    public void setAutoMapping(boolean autoMapping) {
      this.autoMapping = autoMapping;
    }
  }

  /** protovalidate's rules on message request bodies, bound to {@code protojson.validation.*}. */
  public static class Validation {

    /**
     * Which message request bodies are checked against their protovalidate rules, when protovalidate is on the class
     * path. 'annotated': bodies whose parameter is annotated @Valid or @Validated, as Spring validates other bodies.
     * 'always': every message body, annotated or not. 'off': none. A body that breaks a rule is answered with a 400
     * problem-details body listing every violation.
     */
    private Mode mode = Mode.ANNOTATED;

    /**
     * Whether gRPC calls are checked against the protovalidate rules of their request messages, by a global server
     * interceptor: native calls, and transcoded ones, which run through the same interceptors. A message that breaks
     * a rule is answered with INVALID_ARGUMENT and a google.rpc.BadRequest listing every violation.
     */
    private boolean grpc;

    public Mode getMode() {
      return mode;
    }

    public void setMode(Mode mode) {
      this.mode = mode;
    }

    public boolean isGrpc() {
      return grpc;
    }

    public void setGrpc(boolean grpc) {
      this.grpc = grpc;
    }

    /** Which message request bodies are validated. */
    public enum Mode {

      /** Bodies whose parameter is annotated {@code @Valid} or {@code @Validated}. */
      ANNOTATED,

      /** Every message body. */
      ALWAYS,

      /** None. */
      OFF
    }
  }

  /** When message types get their code. */
  public enum CodeGeneration {

    /** Each type gets its writer on its first write and its reader on its first read. */
    ON_FIRST_USE,

    /** Every type gets its code at start-up. */
    EAGER
  }

  /** How fields are named in written JSON. */
  public enum FieldNames {

    /** The lowerCamelCase JSON name, or the field's json_name option: {@code firstName}. */
    JSON,

    /** The name in the .proto file: {@code first_name}. */
    PROTO
  }
}
