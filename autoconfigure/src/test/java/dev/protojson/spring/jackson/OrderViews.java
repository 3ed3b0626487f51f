package dev.protojson.spring.jackson;

import com.google.protobuf.Timestamp;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.util.List;

/** Records that hold messages, as an application's views and requests do, and sample values for them. */
final class OrderViews {

  private OrderViews() {}

  record OrderView(Order order, String note, Timestamp seenAt) {}

  record Batch(List<OrderView> orders, String customer) {}

  record PageOf<T>(List<T> content, long total) {}

  static Order order(String id) {
    return Order.newBuilder().setId(id).setCustomerName("Ada Lovelace")
        .addItems(Order.Item.newBuilder().setSku("A-1").setQuantity(2))
        .addItems(Order.Item.newBuilder().setSku("B-7").setQuantity(1))
        .setStatus(Order.Status.OPEN).setTotalCents(9_007_199_254_740_993L).putTags("gift", 1).build();
  }

  static OrderView view(String id) {
    return new OrderView(order(id), "note " + id, Timestamp.newBuilder().setSeconds(1_700_000_000L).setNanos(5_000_000)
        .build());
  }
}
