package dev.protojson.spring.openapi;

import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.Route;
import dev.protojson.transcoding.Transcoder;
import io.swagger.v3.core.converter.ModelConverterContextImpl;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.Paths;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.tags.Tag;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springdoc.core.customizers.OpenApiCustomizer;

/**
 * Adds an operation for every transcoded route to springdoc's document, with the schemas protojson gives messages
 * elsewhere in it.
 *
 * <ul>
 *   <li>The operation id is {@code Service_Method}; the second binding of a method and others get {@code _2},
 *       {@code _3}, and so does a name another operation has.
 *   <li>The tag is the service's full name.
 *   <li>{@code springdoc.paths-to-match} and {@code springdoc.paths-to-exclude} choose among the paths, as for
 *       controllers.
 *   <li>A route whose path the application's own handlers already have (up to the parameters' names) is left
 *       out: they are consulted first, and Spring MVC and WebFlux answer 405 for the methods they do not map.
 *   <li>Two routes whose paths differ only by their parameters' names share the first one's names, as OpenAPI
 *       counts them as the same path.
 *   <li>A custom kind other than HEAD, OPTIONS and TRACE has no place in OpenAPI 3.0 or 3.1 and is left out; the
 *       kind {@code *} is listed under every method.
 * </ul>
 */
final class TranscodedOperations implements OpenApiCustomizer {

  private static final Log logger = LogFactory.getLog(TranscodedOperations.class);
  private static final Pattern PARAMETER = Pattern.compile("\\{([^}]*)}");

  private final Transcoder transcoder;
  private final MessageMarshaller marshaller;
  private final Predicate<String> documentedPaths;
  private final boolean validationRules;

  TranscodedOperations(Transcoder transcoder, MessageMarshaller marshaller, Predicate<String> documentedPaths,
      boolean validationRules) {
    this.transcoder = transcoder;
    this.marshaller = marshaller;
    this.documentedPaths = documentedPaths;
    this.validationRules = validationRules;
  }

  @Override
  public void customise(OpenAPI openApi) {
    List<Route> routes = transcoder.routes();
    if (routes.isEmpty()) {
      return;
    }
    boolean openapi31 = openApi.getSpecVersion() == SpecVersion.V31;
    SchemaOptions options = SchemaOptions.of(marshaller, openapi31, validationRules);
    ModelConverterContextImpl context = new ModelConverterContextImpl(new MessageModelConverter(options));
    MessageSchemas schemas = new MessageSchemas(options, context);
    SchemaDialect dialect = new SchemaDialect(openapi31);
    TranscodedOperation operations = new TranscodedOperation(schemas, dialect);
    if (openApi.getPaths() == null) {
      openApi.setPaths(new Paths());
    }
    Set<String> handlerPaths = Set.copyOf(openApi.getPaths().keySet());
    Set<String> operationIds = operationIds(openApi);
    Map<String, Integer> bindings = new HashMap<>();
    Set<String> services = new LinkedHashSet<>();
    for (Route route : routes) {
      List<PathItem.HttpMethod> methods = httpMethods(route.httpMethod());
      if (methods.isEmpty()) {
        logger.debug("OpenAPI has no method " + route.httpMethod() + ": " + route + " is not documented");
        continue;
      }
      TranscodedPath path = TranscodedPath.of(route.template(), route.requestPrototype().getDescriptorForType(),
          schemas, dialect);
      if (!documentedPaths.test(path.path())) {
        continue;
      }
      String key = samePath(openApi.getPaths(), path.path());
      if (handlerPaths.contains(key)) {
        logger.debug("The application's handlers have " + key + ": " + route + " is not documented");
        continue;
      }
      PathItem item = openApi.getPaths().computeIfAbsent(key, ignored -> new PathItem());
      for (PathItem.HttpMethod method : methods) {
        Operation operation = operations.of(route, path);
        rename(operation, path.path(), key);
        String service = operation.getTags().get(0);
        String base = service.substring(service.lastIndexOf('.') + 1) + "_" + operation.getSummary();
        operation.operationId(uniqueId(base, bindings, operationIds));
        item.operation(method, operation);
        services.add(service);
      }
    }
    addTags(openApi, services);
    addComponents(openApi, context);
  }

  private static List<PathItem.HttpMethod> httpMethods(String httpMethod) {
    if (httpMethod.equals("*")) {
      return List.of(PathItem.HttpMethod.values());
    }
    for (PathItem.HttpMethod method : PathItem.HttpMethod.values()) {
      if (method.name().equals(httpMethod)) {
        return List.of(method);
      }
    }
    return List.of();
  }

  /** The path of the document that is {@code path} up to the names of its parameters, else {@code path}. */
  private static String samePath(Paths paths, String path) {
    String shape = PARAMETER.matcher(path).replaceAll("{}");
    for (String existing : paths.keySet()) {
      if (PARAMETER.matcher(existing).replaceAll("{}").equals(shape)) {
        return existing;
      }
    }
    return path;
  }

  /** Gives the operation's path parameters the names of {@code key}, which has the shape of {@code path}. */
  private static void rename(Operation operation, String path, String key) {
    if (path.equals(key)) {
      return;
    }
    Map<String, String> names = new HashMap<>();
    Matcher ours = PARAMETER.matcher(path);
    Matcher theirs = PARAMETER.matcher(key);
    while (ours.find() && theirs.find()) {
      names.put(ours.group(1), theirs.group(1));
    }
    for (Parameter parameter : operation.getParameters()) {
      if ("path".equals(parameter.getIn())) {
        parameter.setName(names.get(parameter.getName()));
      }
    }
  }

  private static Set<String> operationIds(OpenAPI openApi) {
    Set<String> ids = new HashSet<>();
    for (PathItem item : openApi.getPaths().values()) {
      for (Operation operation : item.readOperations()) {
        if (operation.getOperationId() != null) {
          ids.add(operation.getOperationId());
        }
      }
    }
    return ids;
  }

  /** {@code base} for a method's first binding, then {@code base_2}, ..., skipping ids the document has. */
  private static String uniqueId(String base, Map<String, Integer> bindings, Set<String> operationIds) {
    int n = bindings.merge(base, 1, Integer::sum);
    String id = n == 1 ? base : base + "_" + n;
    while (!operationIds.add(id)) {
      n = bindings.merge(base, 1, Integer::sum);
      id = base + "_" + n;
    }
    return id;
  }

  private static void addTags(OpenAPI openApi, Set<String> services) {
    for (String service : services) {
      if (openApi.getTags() == null || openApi.getTags().stream().noneMatch(tag -> service.equals(tag.getName()))) {
        openApi.addTagsItem(new Tag().name(service)
            .description("The gRPC service " + service + ", served as HTTP/JSON by its google.api.http rules."));
      }
    }
  }

  private static void addComponents(OpenAPI openApi, ModelConverterContextImpl context) {
    if (openApi.getComponents() == null) {
      openApi.setComponents(new Components());
    }
    Components components = openApi.getComponents();
    if (components.getSchemas() == null) {
      components.setSchemas(new LinkedHashMap<>());
    }
    context.getDefinedModels().forEach(components.getSchemas()::putIfAbsent);
  }
}
