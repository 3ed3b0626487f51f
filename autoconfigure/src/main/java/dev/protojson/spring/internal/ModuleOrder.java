package dev.protojson.spring.internal;

import dev.protojson.jackson.ProtoJsonModule;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.json.JsonMapper;

/**
 * Puts protojson's module first among a mapper builder's modules. Jackson consults the module added last first: the
 * application's own modules then win for the types they take, and protojson is consulted only for what no other
 * module takes. Used for Boot's mapper and for the mappers of Spring's own converters under {@code @EnableWebMvc}.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class ModuleOrder {

  private ModuleOrder() {}

  public static void putProtoJsonFirst(JsonMapper.Builder builder) {
    List<JacksonModule> modules = new ArrayList<>();
    builder.withModules(modules::add);
    List<JacksonModule> protojson = modules.stream().filter(ProtoJsonModule.class::isInstance).toList();
    if (protojson.isEmpty() || modules.indexOf(protojson.get(0)) == 0) {
      return;
    }
    modules.removeAll(protojson);
    builder.removeAllModules();
    builder.addModules(protojson);
    builder.addModules(modules);
  }
}
