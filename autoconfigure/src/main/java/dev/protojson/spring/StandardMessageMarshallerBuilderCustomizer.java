package dev.protojson.spring;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonProperties.CodeGeneration;
import dev.protojson.spring.ProtoJsonProperties.FieldNames;
import java.util.List;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.boot.context.properties.PropertyMapper;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.core.Ordered;

/** Applies the {@code protojson.*} properties: registers the scanned packages' messages and sets the options. */
final class StandardMessageMarshallerBuilderCustomizer implements MessageMarshallerBuilderCustomizer, Ordered {

  private static final Log logger = LogFactory.getLog(StandardMessageMarshallerBuilderCustomizer.class);

  private final ProtoJsonProperties properties;
  private final MessageTypeScanner scanner;

  StandardMessageMarshallerBuilderCustomizer(ProtoJsonProperties properties, MessageTypeScanner scanner) {
    this.properties = properties;
    this.scanner = scanner;
  }

  @Override
  public int getOrder() {
    return 0;
  }

  @Override
  public void customize(MessageMarshaller.Builder builder) {
    registerPackages(builder);
    PropertyMapper map = PropertyMapper.get();
    map.from(properties::getFieldNames).whenEqualTo(FieldNames.PROTO).toCall(builder::preservingProtoFieldNames);
    map.from(properties::isAlwaysPrintFieldsWithNoPresence).whenTrue()
        .toCall(builder::alwaysPrintFieldsWithNoPresence);
    map.from(properties::isEnumsAsInts).whenTrue().toCall(builder::printingEnumsAsInts);
    map.from(properties::isSortMapKeys).whenTrue().toCall(builder::sortingMapKeys);
    map.from(properties::isPretty).whenTrue().toCall(builder::prettyPrinting);
    map.from(properties::isIgnoreUnknownFields).whenTrue().toCall(builder::ignoringUnknownFields);
    map.from(properties::getRecursionLimit).to(limit -> {
      if (limit < 1) {
        throw new InvalidConfigurationPropertyValueException("protojson.recursion-limit", limit,
            "The deepest nesting a parsed document may have must be at least 1");
      }
      builder.recursionLimit(limit);
    });
    map.from(properties::isAcceptUnregisteredTypes).to(builder::registeringTypesOnDemand);
  }

  /** A wildcard, a trailing dot or an empty entry would otherwise only be reported as a package without messages. */
  private static void requirePackageName(String basePackage) {
    boolean name = true;
    for (String segment : basePackage.split("\\.", -1)) {
      name &= !segment.isEmpty() && Character.isJavaIdentifierStart(segment.charAt(0))
          && segment.chars().allMatch(Character::isJavaIdentifierPart);
    }
    if (!name) {
      throw new InvalidConfigurationPropertyValueException("protojson.packages", basePackage, "'" + basePackage
          + "' is not a Java package name; give packages such as com.example.shop, without wildcards or a trailing"
          + " dot (sub-packages are scanned too)");
    }
  }

  private void registerPackages(MessageMarshaller.Builder builder) {
    for (String basePackage : properties.getPackages()) {
      requirePackageName(basePackage);
      long start = System.nanoTime();
      int found;
      boolean onFirstUse = properties.getCodeGeneration() == CodeGeneration.ON_FIRST_USE;
      if (onFirstUse) {
        List<String> names = scanner.messageClassNames(basePackage);
        found = names.size();
        builder.registerLazily(scanner.classLoader(), names);
      } else {
        List<Message> types = scanner.scan(basePackage);
        found = types.size();
        types.forEach(builder::register);
      }
      if (found == 0) {
        throw new NoMessagesInPackageException(basePackage);
      }
      if (logger.isDebugEnabled()) {
        logger.debug("protojson found " + found + " message types in package " + basePackage + " in "
            + (System.nanoTime() - start) / 1_000_000 + " ms" + (onFirstUse
            ? "; each is loaded and gets its code on first use" : ""));
      }
    }
  }
}
