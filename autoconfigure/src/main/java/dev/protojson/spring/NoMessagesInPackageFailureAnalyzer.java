package dev.protojson.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Explains a start-up failure caused by a {@code protojson.packages} entry without messages, and how to fix it. */
class NoMessagesInPackageFailureAnalyzer extends AbstractFailureAnalyzer<NoMessagesInPackageException> {

  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, NoMessagesInPackageException cause) {
    return new FailureAnalysis(cause.getMessage() + ".",
        "Set protojson.packages to the java_package of your .proto files (their package when java_package is not"
            + " set), and check that the classes protoc generated for them are on the class path (a jar without"
            + " directory entries, as zip -D makes, cannot be scanned: rebuild it with them, or register its types"
            + " in a MessageMarshallerBuilderCustomizer). Remove the entry"
            + " '" + cause.getPackageName() + "' if it holds no messages.",
        cause);
  }
}
