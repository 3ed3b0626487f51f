package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.shop.catalog.Product;
import dev.protojson.spring.test.wkt.Everything;
import java.util.List;
import org.junit.jupiter.api.Test;
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
}
