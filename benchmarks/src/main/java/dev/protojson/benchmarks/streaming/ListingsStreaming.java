package dev.protojson.benchmarks.streaming;

import dev.protojson.benchmarks.listings.Listing;
import dev.protojson.benchmarks.listings.ListingPage;
import dev.protojson.benchmarks.listings.ListingStatus;
import dev.protojson.benchmarks.listings.Seller;
import java.util.Map;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.io.SerializedString;

/** Hand-written proto3 JSON for {@link ListingPage}, reading every number form ({@link NumberForms}). */
public final class ListingsStreaming extends StreamingCodec<ListingPage> {

  private static final SerializableString ITEMS = name("items");
  private static final SerializableString TOTAL_COUNT = name("totalCount");
  private static final SerializableString NEXT_PAGE_TOKEN = name("nextPageToken");
  private static final SerializableString PARTIAL = name("partial");

  private static final SerializableString ID = name("id");
  private static final SerializableString TITLE = name("title");
  private static final SerializableString DESCRIPTION = name("description");
  private static final SerializableString PRICE = name("price");
  private static final SerializableString RATING = name("rating");
  private static final SerializableString REVIEW_COUNT = name("reviewCount");
  private static final SerializableString STOCK = name("stock");
  private static final SerializableString AVAILABLE = name("available");
  private static final SerializableString STATUS = name("status");
  private static final SerializableString CREATED_AT = name("createdAt");
  private static final SerializableString UPDATED_AT = name("updatedAt");
  private static final SerializableString SELLER = name("seller");
  private static final SerializableString TAGS = name("tags");
  private static final SerializableString ATTRIBUTES = name("attributes");
  private static final SerializableString DISCOUNT = name("discount");
  private static final SerializableString VIEWS = name("views");

  private static final SerializableString DISPLAY_NAME = name("displayName");
  private static final SerializableString COUNTRY = name("country");
  private static final SerializableString VERIFIED = name("verified");
  private static final SerializableString SCORE = name("score");

  private static final Fields PAGE_FIELDS = new Fields(
      "items", null, "totalCount", "total_count", "nextPageToken", "next_page_token", "partial", null);
  private static final Fields LISTING_FIELDS = new Fields(
      "id", null, "title", null, "description", null, "price", null, "rating", null, "reviewCount", "review_count",
      "stock", null, "available", null, "status", null, "createdAt", "created_at", "updatedAt", "updated_at",
      "seller", null, "tags", null, "attributes", null, "discount", null, "views", null);
  private static final Fields SELLER_FIELDS = new Fields(
      "id", null, "displayName", "display_name", "country", null, "verified", null, "score", null);

  private static final ListingStatus[] STATUSES = {ListingStatus.LISTING_STATUS_UNSPECIFIED, ListingStatus.ACTIVE,
      ListingStatus.SOLD_OUT, ListingStatus.ARCHIVED};

  private static SerializableString name(String name) {
    return new SerializedString(name);
  }

  @Override
  protected void writeValue(JsonGenerator g, ListingPage page, char[] s) {
    g.writeStartObject();
    int items = page.getItemsCount();
    if (items > 0) {
      g.writeName(ITEMS);
      g.writeStartArray();
      for (int i = 0; i < items; i++) {
        writeListing(g, page.getItems(i), s);
      }
      g.writeEndArray();
    }
    int64(g, TOTAL_COUNT, page.getTotalCount(), s);
    string(g, NEXT_PAGE_TOKEN, page.getNextPageToken());
    bool(g, PARTIAL, page.getPartial());
    g.writeEndObject();
  }

  private static void writeListing(JsonGenerator g, Listing l, char[] s) {
    g.writeStartObject();
    int64(g, ID, l.getId(), s);
    string(g, TITLE, l.getTitle());
    string(g, DESCRIPTION, l.getDescription());
    doubleValue(g, PRICE, l.getPrice());
    if (Float.floatToRawIntBits(l.getRating()) != 0) {
      g.writeName(RATING);
      float rating = l.getRating();
      if (Float.isFinite(rating)) {
        g.writeNumber(rating);
      } else {
        g.writeString(Float.isNaN(rating) ? "NaN" : rating > 0 ? "Infinity" : "-Infinity");
      }
    }
    if (l.getReviewCount() != 0) {
      g.writeName(REVIEW_COUNT);
      g.writeNumber(l.getReviewCount());
    }
    if (l.getStock() != 0) {
      g.writeName(STOCK);
      g.writeNumber(Integer.toUnsignedLong(l.getStock()));
    }
    bool(g, AVAILABLE, l.getAvailable());
    if (l.getStatusValue() != 0) {
      g.writeName(STATUS);
      ListingStatus status = l.getStatus();
      if (status == ListingStatus.UNRECOGNIZED) {
        g.writeNumber(l.getStatusValue());
      } else {
        g.writeString(status.name());
      }
    }
    if (l.hasCreatedAt()) {
      g.writeName(CREATED_AT);
      Text.writeTimestamp(g, l.getCreatedAt(), s);
    }
    if (l.hasUpdatedAt()) {
      g.writeName(UPDATED_AT);
      Text.writeTimestamp(g, l.getUpdatedAt(), s);
    }
    if (l.hasSeller()) {
      g.writeName(SELLER);
      writeSeller(g, l.getSeller(), s);
    }
    int tags = l.getTagsCount();
    if (tags > 0) {
      g.writeName(TAGS);
      g.writeStartArray();
      for (int i = 0; i < tags; i++) {
        g.writeString(l.getTags(i));
      }
      g.writeEndArray();
    }
    if (l.getAttributesCount() > 0) {
      g.writeName(ATTRIBUTES);
      g.writeStartObject();
      for (Map.Entry<String, String> entry : l.getAttributesMap().entrySet()) {
        g.writeName(entry.getKey());
        g.writeString(entry.getValue());
      }
      g.writeEndObject();
    }
    doubleValue(g, DISCOUNT, l.getDiscount());
    long views = l.getViews();
    if (views != 0) {
      g.writeName(VIEWS);
      g.writeString(Long.toUnsignedString(views));
    }
    g.writeEndObject();
  }

  private static void writeSeller(JsonGenerator g, Seller seller, char[] s) {
    g.writeStartObject();
    int64(g, ID, seller.getId(), s);
    string(g, DISPLAY_NAME, seller.getDisplayName());
    string(g, COUNTRY, seller.getCountry());
    bool(g, VERIFIED, seller.getVerified());
    doubleValue(g, SCORE, seller.getScore());
    g.writeEndObject();
  }

  private static void doubleValue(JsonGenerator g, SerializableString name, double value) {
    // -0.0 is not the default: its bits are not zero.
    if (Double.doubleToRawLongBits(value) != 0) {
      g.writeName(name);
      Text.writeDouble(g, value);
    }
  }

  @Override
  protected ListingPage readValue(JsonParser p) {
    ListingPage.Builder b = ListingPage.newBuilder();
    long seen = 0;
    for (int f; (f = PAGE_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      switch (f) {
        case 0 -> {
          expect(p, p.currentToken(), JsonToken.START_ARRAY);
          while (p.nextToken() == JsonToken.START_OBJECT) {
            Listing.Builder listing = Listing.newBuilder();
            readListing(p, listing);
            b.addItems(listing.build());
          }
          expect(p, p.currentToken(), JsonToken.END_ARRAY);
        }
        case 1 -> b.setTotalCount(NumberForms.readInt64(p));
        case 2 -> b.setNextPageToken(Text.readString(p));
        default -> b.setPartial(Text.readBool(p));
      }
    }
    return b.build();
  }

  private static void readListing(JsonParser p, Listing.Builder b) {
    long seen = 0;
    for (int f; (f = LISTING_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      switch (f) {
        case 0 -> b.setId(NumberForms.readInt64(p));
        case 1 -> b.setTitle(Text.readString(p));
        case 2 -> b.setDescription(Text.readString(p));
        case 3 -> b.setPrice(NumberForms.readDouble(p));
        case 4 -> b.setRating(NumberForms.readFloat(p));
        case 5 -> b.setReviewCount(NumberForms.readInt32(p));
        case 6 -> b.setStock(NumberForms.readUInt32(p));
        case 7 -> b.setAvailable(Text.readBool(p));
        case 8 -> b.setStatusValue(readStatus(p));
        case 9 -> b.setCreatedAt(Text.readTimestamp(p));
        case 10 -> b.setUpdatedAt(Text.readTimestamp(p));
        case 11 -> b.setSeller(readSeller(p));
        case 12 -> {
          expect(p, p.currentToken(), JsonToken.START_ARRAY);
          while (p.nextToken() != JsonToken.END_ARRAY) {
            b.addTags(Text.readString(p));
          }
        }
        case 13 -> {
          expect(p, p.currentToken(), JsonToken.START_OBJECT);
          for (String key; (key = p.nextName()) != null; ) {
            p.nextToken();
            if (b.containsAttributes(key)) {
              throw new StreamReadException(p, "Map key \"" + key + "\" given more than once");
            }
            b.putAttributes(key, Text.readString(p));
          }
        }
        case 14 -> b.setDiscount(NumberForms.readDouble(p));
        default -> b.setViews(NumberForms.readUInt64(p));
      }
    }
  }

  private static int readStatus(JsonParser p) {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_STRING) {
      String name = p.getString();
      for (ListingStatus status : STATUSES) {
        if (status.name().equals(name)) {
          return status.getNumber();
        }
      }
      throw new StreamReadException(p, "Unknown ListingStatus \"" + name + "\"");
    }
    // An open enum takes any int32 number.
    return NumberForms.readInt32(p);
  }

  private static Seller readSeller(JsonParser p) {
    expect(p, p.currentToken(), JsonToken.START_OBJECT);
    Seller.Builder b = Seller.newBuilder();
    long seen = 0;
    for (int f; (f = SELLER_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      switch (f) {
        case 0 -> b.setId(NumberForms.readInt64(p));
        case 1 -> b.setDisplayName(Text.readString(p));
        case 2 -> b.setCountry(Text.readString(p));
        case 3 -> b.setVerified(Text.readBool(p));
        default -> b.setScore(NumberForms.readDouble(p));
      }
    }
    return b.build();
  }
}
