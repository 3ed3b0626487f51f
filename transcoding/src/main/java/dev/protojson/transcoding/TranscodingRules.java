package dev.protojson.transcoding;

import com.google.api.HttpRule;
import dev.protojson.transcoding.internal.MethodNames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * HTTP rules from configuration, for services whose {@code .proto} files cannot be edited: rules added beside a
 * method's {@code google.api.http} option, or replacing it, by the method's full name; and auto-mapping of methods
 * without rules. A {@link Transcoder} reads them when it is built; a {@code TranscodingRules} is not thread-safe
 * while it is being filled.
 *
 * <pre>{@code
 * TranscodingRules rules = new TranscodingRules()
 *     .replace("acme.Inventory/GetItem", HttpRule.newBuilder().setGet("/v2/items/{id}").build())
 *     .add("acme.Inventory/GetItem", HttpRule.newBuilder().setGet("/v1/items/{id}").build())
 *     .remove("acme.Inventory/Watch")
 *     .autoMapping(true);
 * }</pre>
 *
 * <p>Method names are written {@code package.Service/Method}, as gRPC writes them; {@code package.Service.Method}
 * (a selector of a service configuration) is taken too. A rule's {@code additional_bindings} are bindings of the
 * method as well. A rule whose {@code selector} is set must name the same method. Naming a method that none of
 * the transcoded services has makes the transcoder fail to build.
 */
public final class TranscodingRules {

  private final Map<String, MethodRules> byMethod = new LinkedHashMap<>();
  private boolean autoMapping;

  /** Rules that add nothing and replace nothing, without auto-mapping. */
  public TranscodingRules() {}

  /** Adds {@code rule} to the method's rules: beside its {@code .proto} rule, unless that was replaced. */
  public TranscodingRules add(String fullMethodName, HttpRule rule) {
    Objects.requireNonNull(rule, "rule");
    rulesOf(fullMethodName).rules.add(rule);
    return this;
  }

  /**
   * Makes {@code rule} the method's only rule: its {@code .proto} rule and any rule given before are dropped; rules
   * {@linkplain #add added} later join it.
   */
  public TranscodingRules replace(String fullMethodName, HttpRule rule) {
    Objects.requireNonNull(rule, "rule");
    MethodRules rules = rulesOf(fullMethodName);
    rules.replacesProto = true;
    rules.rules.clear();
    rules.rules.add(rule);
    return this;
  }

  /**
   * Leaves the method without rules: it is not transcoded, not even by auto-mapping; rules {@linkplain #add added}
   * later are its only rules.
   */
  public TranscodingRules remove(String fullMethodName) {
    MethodRules rules = rulesOf(fullMethodName);
    rules.replacesProto = true;
    rules.removed = true;
    rules.rules.clear();
    return this;
  }

  /**
   * Also serves every unary method that has no rule as {@code POST /package.Service/Method}, with the whole request
   * message as the JSON body ({@code body: "*"}), as Envoy and grpc-gateway can. Off by default.
   */
  public TranscodingRules autoMapping(boolean enabled) {
    this.autoMapping = enabled;
    return this;
  }

  /** Whether {@linkplain #autoMapping(boolean) auto-mapping} is on. */
  public boolean isAutoMapping() {
    return autoMapping;
  }

  private MethodRules rulesOf(String fullMethodName) {
    Objects.requireNonNull(fullMethodName, "fullMethodName");
    return byMethod.computeIfAbsent(MethodNames.canonical(fullMethodName), name -> new MethodRules());
  }

  /** The configured methods, by canonical full name. */
  Map<String, MethodRules> byMethod() {
    return Collections.unmodifiableMap(byMethod);
  }

  /** What configuration says about one method. */
  static final class MethodRules {

    boolean replacesProto;
    /** Whether auto-mapping is off for the method, too. */
    boolean removed;
    final List<HttpRule> rules = new ArrayList<>();
  }
}
