package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.shop.catalog.Product;
import dev.protojson.spring.test.wkt.Everything;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.aot.AotDetector;
import org.springframework.core.io.DefaultResourceLoader;

class MessageTypeScannerTests {

  private final MessageTypeScanner scanner =
      new MessageTypeScanner(new DefaultResourceLoader(getClass().getClassLoader()));

  @Test
  void findsNestedMessagesAndSubPackagesAsDefaultInstances() {
    List<Message> found = scanner.scan("dev.protojson.spring.test.shop");

    assertThat(found).containsExactlyInAnyOrder(Order.getDefaultInstance(), Order.Item.getDefaultInstance(),
        Product.getDefaultInstance());
  }

  @Test
  void findsTopLevelMessageClassesButNotOuterClassesOrBuilders() {
    assertThat(scanner.scan("dev.protojson.spring.test.wkt")).containsExactly(Everything.getDefaultInstance());
  }

  @Test
  void findsNothingInAPackageWithoutMessages() {
    assertThat(scanner.scan("org.springframework.http.converter")).isEmpty();
    assertThat(scanner.scan("com.example.does.not.exist")).isEmpty();
  }

  @Test
  void withAotArtifactsUsesTheScanRecordedAtBuildTime(@TempDir Path output) throws IOException {
    // A record that lists Order only: seeing Order alone proves the record was read instead of the class path.
    Path record = output.resolve(ScannedPackages.RESOURCE);
    Files.createDirectories(record.getParent());
    Files.writeString(record, "dev.protojson.spring.test.shop=" + Order.class.getName() + "\n");
    ClassLoader withRecord = new ClassLoader(getClass().getClassLoader()) {
      @Override
      public Enumeration<URL> getResources(String name) throws IOException {
        return name.equals(ScannedPackages.RESOURCE) ? Collections.enumeration(List.of(record.toUri().toURL()))
            : super.getResources(name);
      }
    };
    MessageTypeScanner aotScanner = new MessageTypeScanner(new DefaultResourceLoader(withRecord));
    assertThat(aotScanner.scan("dev.protojson.spring.test.shop")).hasSize(3);
    System.setProperty(AotDetector.AOT_ENABLED, "true");
    try {
      assertThat(aotScanner.scan("dev.protojson.spring.test.shop")).containsExactly(Order.getDefaultInstance());
      // A package the build did not record (the properties changed since) is scanned.
      assertThat(aotScanner.scan("dev.protojson.spring.test.wkt")).containsExactly(Everything.getDefaultInstance());
    } finally {
      System.clearProperty(AotDetector.AOT_ENABLED);
    }
  }

  @Test
  void namesMessageClassesWithoutLoadingThemAndSkipsLookalikesWhenLoading() {
    assertThat(scanner.messageClassNames("dev.protojson.spring.test.shop")).containsExactlyInAnyOrder(
        Order.class.getName(), Order.Item.class.getName(), Product.class.getName());
    assertThat(scanner.messageClassNames("dev.protojson.spring.test.lookalike"))
        .containsExactly("dev.protojson.spring.test.lookalike.Lookalike");
    assertThat(System.getProperty("protojson.test.lookalike.initialized")).isNull();
    assertThat(scanner.scan("dev.protojson.spring.test.lookalike")).isEmpty();
  }
}
