package dev.protojson.internal;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One registered message type and its generated (or hand-written) writer and reader. A type registered eagerly
 * has both from the start; one registered lazily has them made by its {@link Code} the first time each is asked
 * for, so that a marshaller with a thousand types starts without generating code for them.
 *
 * <p>Other types' code holds this type's writer and reader directly, so that a nested message costs one
 * monomorphic call. Before they exist it holds a stand-in ({@link #writerFor}, {@link #readerFor}) that makes
 * them on its first call and then puts the real one in its place.
 */
public final class RegisteredType {

  /** Makes a lazily registered type's writer and reader; it calls {@link #writerMade} or {@link #readerMade}. */
  public interface Code {

    TypeWriter writer(RegisteredType type);

    TypeReader reader(RegisteredType type);
  }

  private final Descriptor descriptor;
  private volatile Message defaultInstance;
  private final Supplier<Message> load;
  private final Code code;
  private volatile TypeWriter writer;
  private volatile TypeReader reader;
  private final StandInWriter writerStandIn;
  private final StandInReader readerStandIn;
  private final StandIn<TypeWriter> writerHolders;
  private final StandIn<TypeReader> readerHolders;

  /** A type whose writer and reader exist. */
  public RegisteredType(Message defaultInstance, TypeWriter writer, TypeReader reader) {
    this.descriptor = defaultInstance.getDescriptorForType();
    this.defaultInstance = defaultInstance;
    this.load = null;
    this.code = null;
    this.writer = writer;
    this.reader = reader;
    this.writerStandIn = null;
    this.readerStandIn = null;
    this.writerHolders = null;
    this.readerHolders = null;
  }

  /** A type whose writer and reader {@code code} makes on first use. */
  public RegisteredType(Message defaultInstance, Code code) {
    this(defaultInstance.getDescriptorForType(), () -> defaultInstance, code);
  }

  /**
   * A type whose class {@code load} loads when it is first needed, and whose writer and reader {@code code} makes
   * on first use: a field's type, whose class the application may never load.
   */
  public RegisteredType(Descriptor descriptor, Supplier<Message> load, Code code) {
    this.descriptor = descriptor;
    this.load = load;
    this.code = code;
    this.writerStandIn = new StandInWriter(this);
    this.readerStandIn = new StandInReader(this);
    this.writerHolders = new StandIn<>();
    this.readerHolders = new StandIn<>();
  }

  /** The default instance of the type's message class, which is loaded now if it was not yet. */
  public Message defaultInstance() {
    Message loaded = defaultInstance;
    if (loaded == null) {
      // Loading twice at once is harmless: both get the class's one default instance.
      loaded = load.get();
      defaultInstance = loaded;
    }
    return loaded;
  }

  public Descriptor descriptor() {
    return descriptor;
  }

  /** The writer, made now if this is its first use. */
  public TypeWriter writer() {
    TypeWriter made = writer;
    return made != null ? made : code.writer(this);
  }

  /** The reader, made now if this is its first use. */
  public TypeReader reader() {
    TypeReader made = reader;
    return made != null ? made : code.reader(this);
  }

  /** Whether the writer exists (for tests and the start-up log: nothing is made by asking). */
  public boolean hasWriter() {
    return writer != null;
  }

  /** Whether the reader exists. */
  public boolean hasReader() {
    return reader != null;
  }

  /**
   * The writer for another type's code to hold: the writer if it exists, else a stand-in that makes it on first
   * use. {@code replace} (null if the holder cannot be changed) is called with the real writer once it exists,
   * to put it where the stand-in is held.
   */
  public TypeWriter writerFor(Consumer<TypeWriter> replace) {
    TypeWriter made = writer;
    if (made != null) {
      return made;
    }
    return writerHolders.heldBy(replace) ? writerStandIn : writer;
  }

  /** The reader for another type's code to hold; like {@link #writerFor}. */
  public TypeReader readerFor(Consumer<TypeReader> replace) {
    TypeReader made = reader;
    if (made != null) {
      return made;
    }
    return readerHolders.heldBy(replace) ? readerStandIn : reader;
  }

  /** Called by the {@link Code} with the writer it made; replaces the stand-in wherever it is held. */
  public void writerMade(TypeWriter made) {
    writer = made;
    writerHolders.replaceWith(made);
  }

  /** Called by the {@link Code} with the reader it made; replaces the stand-in wherever it is held. */
  public void readerMade(TypeReader made) {
    reader = made;
    readerHolders.replaceWith(made);
  }
}
