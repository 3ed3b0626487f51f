package dev.protojson.internal.write;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Where a whole document goes once its length is known: the stream for that many bytes, asked for only then (the
 * public face of it is {@code MessageMarshaller.SizedOutput}).
 */
@FunctionalInterface
public interface DocumentBody {

  OutputStream open(int length) throws IOException;
}
