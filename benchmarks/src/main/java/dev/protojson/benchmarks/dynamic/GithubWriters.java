package dev.protojson.benchmarks.dynamic;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.demo.github.License;
import dev.protojson.demo.github.Owner;
import dev.protojson.demo.github.Repository;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.WriteFailure;
import dev.protojson.internal.write.MessageWriter;
import dev.protojson.internal.write.WriteSupport;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * The {@code DynamicMessage} writers of demo/github.proto's types written by hand in the shape code generated per
 * descriptor would have (see {@link PerDescriptorCode}).
 */
final class GithubWriters {

  private GithubWriters() {}

  /** The writer of {@code type}, for {@code DynamicCode.writers}. */
  static MessageWriter of(Descriptor type, Options options) {
    PerDescriptorCode.requireDefaults(options);
    return switch (type.getName()) {
      case "SearchRepositoriesResponse" -> new SearchRepositoriesResponseWriter();
      case "Repository" -> new RepositoryWriter();
      case "Owner" -> new OwnerWriter();
      case "License" -> new LicenseWriter();
      default -> throw new IllegalArgumentException("No writer for " + type.getFullName());
    };
  }

  /** What would be generated for {@code SearchRepositoriesResponse}. */
  static final class SearchRepositoriesResponseWriter extends MessageWriter {

    private static final FieldDescriptor TOTAL_COUNT = SearchRepositoriesResponse.getDescriptor().getFields().get(0);
    private static final FieldDescriptor INCOMPLETE_RESULTS = SearchRepositoriesResponse.getDescriptor().getFields().get(1);
    private static final FieldDescriptor ITEMS = SearchRepositoriesResponse.getDescriptor().getFields().get(2);

    private SerializableString n0;
    private SerializableString n1;
    private SerializableString n2;
    private TypeWriter w2;

    @Override
    public void setConstant(int index, Object value) {
      switch (index) {
        case 0 -> n0 = (SerializableString) value;
        case 1 -> n1 = (SerializableString) value;
        case 2 -> n2 = (SerializableString) value;
        case 3 -> w2 = (TypeWriter) value;
        default -> throw new IllegalArgumentException("No constant " + index);
      }
    }

    @SuppressWarnings("unchecked")
    @Override
    public void writeFields(Message m, JsonGenerator g) {
      WriteSupport.int64(g, n0, (Long) m.getField(TOTAL_COUNT));
      WriteSupport.bool(g, n1, (Boolean) m.getField(INCOMPLETE_RESULTS));
      w2.writeElements(g, n2, (List<? extends Message>) m.getField(ITEMS), false);
    }

    // The copies a generator makes of WriterTemplate's methods: here, `writeFields` and `write` are called on
    // this final class alone.

    @Override
    public void write(Message message, JsonGenerator generator) {
      startObject(generator, message);
      writeFields(message, generator);
      endObject(generator);
    }

    @Override
    public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
      if (present) {
        generator.writeName(name);
        try {
          write(value, generator);
        } catch (WriteFailure e) {
          throw e.underField(name);
        }
      }
    }

    @Override
    public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
        boolean always) {
      int count = list.size();
      if (count == 0 && !always) {
        return;
      }
      generator.writeName(name);
      generator.writeStartArray(list, count);
      int i = 0;
      try {
        for (; i < count; i++) {
          write(list.get(i), generator);
        }
      } catch (WriteFailure e) {
        throw e.underElement(name, i);
      }
      generator.writeEndArray();
    }
  }

  /** What would be generated for {@code Repository}. */
  static final class RepositoryWriter extends MessageWriter {

    private static final FieldDescriptor ID = Repository.getDescriptor().getFields().get(0);
    private static final FieldDescriptor NODE_ID = Repository.getDescriptor().getFields().get(1);
    private static final FieldDescriptor NAME = Repository.getDescriptor().getFields().get(2);
    private static final FieldDescriptor FULL_NAME = Repository.getDescriptor().getFields().get(3);
    private static final FieldDescriptor OWNER = Repository.getDescriptor().getFields().get(4);
    private static final FieldDescriptor PRIVATE = Repository.getDescriptor().getFields().get(5);
    private static final FieldDescriptor HTML_URL = Repository.getDescriptor().getFields().get(6);
    private static final FieldDescriptor DESCRIPTION = Repository.getDescriptor().getFields().get(7);
    private static final FieldDescriptor FORK = Repository.getDescriptor().getFields().get(8);
    private static final FieldDescriptor URL = Repository.getDescriptor().getFields().get(9);
    private static final FieldDescriptor CREATED_AT = Repository.getDescriptor().getFields().get(10);
    private static final FieldDescriptor UPDATED_AT = Repository.getDescriptor().getFields().get(11);
    private static final FieldDescriptor PUSHED_AT = Repository.getDescriptor().getFields().get(12);
    private static final FieldDescriptor HOMEPAGE = Repository.getDescriptor().getFields().get(13);
    private static final FieldDescriptor SIZE = Repository.getDescriptor().getFields().get(14);
    private static final FieldDescriptor STARGAZERS_COUNT = Repository.getDescriptor().getFields().get(15);
    private static final FieldDescriptor WATCHERS_COUNT = Repository.getDescriptor().getFields().get(16);
    private static final FieldDescriptor LANGUAGE = Repository.getDescriptor().getFields().get(17);
    private static final FieldDescriptor FORKS_COUNT = Repository.getDescriptor().getFields().get(18);
    private static final FieldDescriptor OPEN_ISSUES_COUNT = Repository.getDescriptor().getFields().get(19);
    private static final FieldDescriptor DEFAULT_BRANCH = Repository.getDescriptor().getFields().get(20);
    private static final FieldDescriptor SCORE = Repository.getDescriptor().getFields().get(21);
    private static final FieldDescriptor TOPICS = Repository.getDescriptor().getFields().get(22);
    private static final FieldDescriptor LICENSE = Repository.getDescriptor().getFields().get(23);
    private static final FieldDescriptor ARCHIVED = Repository.getDescriptor().getFields().get(24);
    private static final FieldDescriptor DISABLED = Repository.getDescriptor().getFields().get(25);
    private static final FieldDescriptor VISIBILITY = Repository.getDescriptor().getFields().get(26);
    private static final FieldDescriptor HAS_ISSUES = Repository.getDescriptor().getFields().get(27);
    private static final FieldDescriptor HAS_PROJECTS = Repository.getDescriptor().getFields().get(28);
    private static final FieldDescriptor HAS_WIKI = Repository.getDescriptor().getFields().get(29);
    private static final FieldDescriptor HAS_PAGES = Repository.getDescriptor().getFields().get(30);
    private static final FieldDescriptor HAS_DOWNLOADS = Repository.getDescriptor().getFields().get(31);
    private static final FieldDescriptor MIRROR_URL = Repository.getDescriptor().getFields().get(32);

    private SerializableString n0;
    private SerializableString n1;
    private SerializableString n2;
    private SerializableString n3;
    private SerializableString n4;
    private TypeWriter w4;
    private SerializableString n5;
    private SerializableString n6;
    private SerializableString n7;
    private TypeWriter w7;
    private SerializableString n8;
    private SerializableString n9;
    private SerializableString n10;
    private TypeWriter w10;
    private SerializableString n11;
    private TypeWriter w11;
    private SerializableString n12;
    private TypeWriter w12;
    private SerializableString n13;
    private TypeWriter w13;
    private SerializableString n14;
    private SerializableString n15;
    private SerializableString n16;
    private SerializableString n17;
    private TypeWriter w17;
    private SerializableString n18;
    private SerializableString n19;
    private SerializableString n20;
    private SerializableString n21;
    private SerializableString n22;
    private SerializableString n23;
    private TypeWriter w23;
    private SerializableString n24;
    private SerializableString n25;
    private SerializableString n26;
    private SerializableString n27;
    private SerializableString n28;
    private SerializableString n29;
    private SerializableString n30;
    private SerializableString n31;
    private SerializableString n32;
    private TypeWriter w32;

    @Override
    public void setConstant(int index, Object value) {
      switch (index) {
        case 0 -> n0 = (SerializableString) value;
        case 1 -> n1 = (SerializableString) value;
        case 2 -> n2 = (SerializableString) value;
        case 3 -> n3 = (SerializableString) value;
        case 4 -> n4 = (SerializableString) value;
        case 5 -> w4 = (TypeWriter) value;
        case 6 -> n5 = (SerializableString) value;
        case 7 -> n6 = (SerializableString) value;
        case 8 -> n7 = (SerializableString) value;
        case 9 -> w7 = (TypeWriter) value;
        case 10 -> n8 = (SerializableString) value;
        case 11 -> n9 = (SerializableString) value;
        case 12 -> n10 = (SerializableString) value;
        case 13 -> w10 = (TypeWriter) value;
        case 14 -> n11 = (SerializableString) value;
        case 15 -> w11 = (TypeWriter) value;
        case 16 -> n12 = (SerializableString) value;
        case 17 -> w12 = (TypeWriter) value;
        case 18 -> n13 = (SerializableString) value;
        case 19 -> w13 = (TypeWriter) value;
        case 20 -> n14 = (SerializableString) value;
        case 21 -> n15 = (SerializableString) value;
        case 22 -> n16 = (SerializableString) value;
        case 23 -> n17 = (SerializableString) value;
        case 24 -> w17 = (TypeWriter) value;
        case 25 -> n18 = (SerializableString) value;
        case 26 -> n19 = (SerializableString) value;
        case 27 -> n20 = (SerializableString) value;
        case 28 -> n21 = (SerializableString) value;
        case 29 -> n22 = (SerializableString) value;
        case 30 -> n23 = (SerializableString) value;
        case 31 -> w23 = (TypeWriter) value;
        case 32 -> n24 = (SerializableString) value;
        case 33 -> n25 = (SerializableString) value;
        case 34 -> n26 = (SerializableString) value;
        case 35 -> n27 = (SerializableString) value;
        case 36 -> n28 = (SerializableString) value;
        case 37 -> n29 = (SerializableString) value;
        case 38 -> n30 = (SerializableString) value;
        case 39 -> n31 = (SerializableString) value;
        case 40 -> n32 = (SerializableString) value;
        case 41 -> w32 = (TypeWriter) value;
        default -> throw new IllegalArgumentException("No constant " + index);
      }
    }

    @SuppressWarnings("unchecked")
    @Override
    public void writeFields(Message m, JsonGenerator g) {
      WriteSupport.int64(g, n0, (Long) m.getField(ID));
      WriteSupport.string(g, n1, (String) m.getField(NODE_ID));
      WriteSupport.string(g, n2, (String) m.getField(NAME));
      WriteSupport.string(g, n3, (String) m.getField(FULL_NAME));
      boolean p4 = m.hasField(OWNER);
      w4.writeField(g, n4, p4, p4 ? (Message) m.getField(OWNER) : null);
      WriteSupport.bool(g, n5, (Boolean) m.getField(PRIVATE));
      WriteSupport.string(g, n6, (String) m.getField(HTML_URL));
      boolean p7 = m.hasField(DESCRIPTION);
      w7.writeField(g, n7, p7, p7 ? (Message) m.getField(DESCRIPTION) : null);
      WriteSupport.bool(g, n8, (Boolean) m.getField(FORK));
      WriteSupport.string(g, n9, (String) m.getField(URL));
      boolean p10 = m.hasField(CREATED_AT);
      w10.writeField(g, n10, p10, p10 ? (Message) m.getField(CREATED_AT) : null);
      boolean p11 = m.hasField(UPDATED_AT);
      w11.writeField(g, n11, p11, p11 ? (Message) m.getField(UPDATED_AT) : null);
      boolean p12 = m.hasField(PUSHED_AT);
      w12.writeField(g, n12, p12, p12 ? (Message) m.getField(PUSHED_AT) : null);
      boolean p13 = m.hasField(HOMEPAGE);
      w13.writeField(g, n13, p13, p13 ? (Message) m.getField(HOMEPAGE) : null);
      WriteSupport.int64(g, n14, (Long) m.getField(SIZE));
      WriteSupport.int64(g, n15, (Long) m.getField(STARGAZERS_COUNT));
      WriteSupport.int64(g, n16, (Long) m.getField(WATCHERS_COUNT));
      boolean p17 = m.hasField(LANGUAGE);
      w17.writeField(g, n17, p17, p17 ? (Message) m.getField(LANGUAGE) : null);
      WriteSupport.int64(g, n18, (Long) m.getField(FORKS_COUNT));
      WriteSupport.int64(g, n19, (Long) m.getField(OPEN_ISSUES_COUNT));
      WriteSupport.string(g, n20, (String) m.getField(DEFAULT_BRANCH));
      WriteSupport.float64(g, n21, (Double) m.getField(SCORE));
      WriteSupport.strings(g, n22, (List<String>) m.getField(TOPICS), false);
      boolean p23 = m.hasField(LICENSE);
      w23.writeField(g, n23, p23, p23 ? (Message) m.getField(LICENSE) : null);
      WriteSupport.bool(g, n24, (Boolean) m.getField(ARCHIVED));
      WriteSupport.bool(g, n25, (Boolean) m.getField(DISABLED));
      WriteSupport.string(g, n26, (String) m.getField(VISIBILITY));
      WriteSupport.bool(g, n27, (Boolean) m.getField(HAS_ISSUES));
      WriteSupport.bool(g, n28, (Boolean) m.getField(HAS_PROJECTS));
      WriteSupport.bool(g, n29, (Boolean) m.getField(HAS_WIKI));
      WriteSupport.bool(g, n30, (Boolean) m.getField(HAS_PAGES));
      WriteSupport.bool(g, n31, (Boolean) m.getField(HAS_DOWNLOADS));
      boolean p32 = m.hasField(MIRROR_URL);
      w32.writeField(g, n32, p32, p32 ? (Message) m.getField(MIRROR_URL) : null);
    }

    // The copies a generator makes of WriterTemplate's methods: here, `writeFields` and `write` are called on
    // this final class alone.

    @Override
    public void write(Message message, JsonGenerator generator) {
      startObject(generator, message);
      writeFields(message, generator);
      endObject(generator);
    }

    @Override
    public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
      if (present) {
        generator.writeName(name);
        try {
          write(value, generator);
        } catch (WriteFailure e) {
          throw e.underField(name);
        }
      }
    }

    @Override
    public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
        boolean always) {
      int count = list.size();
      if (count == 0 && !always) {
        return;
      }
      generator.writeName(name);
      generator.writeStartArray(list, count);
      int i = 0;
      try {
        for (; i < count; i++) {
          write(list.get(i), generator);
        }
      } catch (WriteFailure e) {
        throw e.underElement(name, i);
      }
      generator.writeEndArray();
    }
  }

  /** What would be generated for {@code Owner}. */
  static final class OwnerWriter extends MessageWriter {

    private static final FieldDescriptor LOGIN = Owner.getDescriptor().getFields().get(0);
    private static final FieldDescriptor ID = Owner.getDescriptor().getFields().get(1);
    private static final FieldDescriptor NODE_ID = Owner.getDescriptor().getFields().get(2);
    private static final FieldDescriptor AVATAR_URL = Owner.getDescriptor().getFields().get(3);
    private static final FieldDescriptor GRAVATAR_ID = Owner.getDescriptor().getFields().get(4);
    private static final FieldDescriptor URL = Owner.getDescriptor().getFields().get(5);
    private static final FieldDescriptor HTML_URL = Owner.getDescriptor().getFields().get(6);
    private static final FieldDescriptor TYPE = Owner.getDescriptor().getFields().get(7);
    private static final FieldDescriptor SITE_ADMIN = Owner.getDescriptor().getFields().get(8);

    private SerializableString n0;
    private SerializableString n1;
    private SerializableString n2;
    private SerializableString n3;
    private SerializableString n4;
    private SerializableString n5;
    private SerializableString n6;
    private SerializableString n7;
    private SerializableString n8;

    @Override
    public void setConstant(int index, Object value) {
      switch (index) {
        case 0 -> n0 = (SerializableString) value;
        case 1 -> n1 = (SerializableString) value;
        case 2 -> n2 = (SerializableString) value;
        case 3 -> n3 = (SerializableString) value;
        case 4 -> n4 = (SerializableString) value;
        case 5 -> n5 = (SerializableString) value;
        case 6 -> n6 = (SerializableString) value;
        case 7 -> n7 = (SerializableString) value;
        case 8 -> n8 = (SerializableString) value;
        default -> throw new IllegalArgumentException("No constant " + index);
      }
    }

    @Override
    public void writeFields(Message m, JsonGenerator g) {
      WriteSupport.string(g, n0, (String) m.getField(LOGIN));
      WriteSupport.int64(g, n1, (Long) m.getField(ID));
      WriteSupport.string(g, n2, (String) m.getField(NODE_ID));
      WriteSupport.string(g, n3, (String) m.getField(AVATAR_URL));
      WriteSupport.string(g, n4, (String) m.getField(GRAVATAR_ID));
      WriteSupport.string(g, n5, (String) m.getField(URL));
      WriteSupport.string(g, n6, (String) m.getField(HTML_URL));
      WriteSupport.string(g, n7, (String) m.getField(TYPE));
      WriteSupport.bool(g, n8, (Boolean) m.getField(SITE_ADMIN));
    }

    // The copies a generator makes of WriterTemplate's methods: here, `writeFields` and `write` are called on
    // this final class alone.

    @Override
    public void write(Message message, JsonGenerator generator) {
      startObject(generator, message);
      writeFields(message, generator);
      endObject(generator);
    }

    @Override
    public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
      if (present) {
        generator.writeName(name);
        try {
          write(value, generator);
        } catch (WriteFailure e) {
          throw e.underField(name);
        }
      }
    }

    @Override
    public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
        boolean always) {
      int count = list.size();
      if (count == 0 && !always) {
        return;
      }
      generator.writeName(name);
      generator.writeStartArray(list, count);
      int i = 0;
      try {
        for (; i < count; i++) {
          write(list.get(i), generator);
        }
      } catch (WriteFailure e) {
        throw e.underElement(name, i);
      }
      generator.writeEndArray();
    }
  }

  /** What would be generated for {@code License}. */
  static final class LicenseWriter extends MessageWriter {

    private static final FieldDescriptor KEY = License.getDescriptor().getFields().get(0);
    private static final FieldDescriptor NAME = License.getDescriptor().getFields().get(1);
    private static final FieldDescriptor SPDX_ID = License.getDescriptor().getFields().get(2);
    private static final FieldDescriptor URL = License.getDescriptor().getFields().get(3);
    private static final FieldDescriptor NODE_ID = License.getDescriptor().getFields().get(4);

    private SerializableString n0;
    private SerializableString n1;
    private SerializableString n2;
    private SerializableString n3;
    private TypeWriter w3;
    private SerializableString n4;

    @Override
    public void setConstant(int index, Object value) {
      switch (index) {
        case 0 -> n0 = (SerializableString) value;
        case 1 -> n1 = (SerializableString) value;
        case 2 -> n2 = (SerializableString) value;
        case 3 -> n3 = (SerializableString) value;
        case 4 -> w3 = (TypeWriter) value;
        case 5 -> n4 = (SerializableString) value;
        default -> throw new IllegalArgumentException("No constant " + index);
      }
    }

    @Override
    public void writeFields(Message m, JsonGenerator g) {
      WriteSupport.string(g, n0, (String) m.getField(KEY));
      WriteSupport.string(g, n1, (String) m.getField(NAME));
      WriteSupport.string(g, n2, (String) m.getField(SPDX_ID));
      boolean p3 = m.hasField(URL);
      w3.writeField(g, n3, p3, p3 ? (Message) m.getField(URL) : null);
      WriteSupport.string(g, n4, (String) m.getField(NODE_ID));
    }

    // The copies a generator makes of WriterTemplate's methods: here, `writeFields` and `write` are called on
    // this final class alone.

    @Override
    public void write(Message message, JsonGenerator generator) {
      startObject(generator, message);
      writeFields(message, generator);
      endObject(generator);
    }

    @Override
    public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
      if (present) {
        generator.writeName(name);
        try {
          write(value, generator);
        } catch (WriteFailure e) {
          throw e.underField(name);
        }
      }
    }

    @Override
    public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
        boolean always) {
      int count = list.size();
      if (count == 0 && !always) {
        return;
      }
      generator.writeName(name);
      generator.writeStartArray(list, count);
      int i = 0;
      try {
        for (; i < count; i++) {
          write(list.get(i), generator);
        }
      } catch (WriteFailure e) {
        throw e.underElement(name, i);
      }
      generator.writeEndArray();
    }
  }
}
