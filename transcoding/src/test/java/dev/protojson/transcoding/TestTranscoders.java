package dev.protojson.transcoding;

import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.DeleteBookRequest;
import dev.protojson.transcoding.test.Fields;
import dev.protojson.transcoding.test.File;
import dev.protojson.transcoding.test.GetBookRequest;
import dev.protojson.transcoding.test.GetFileRequest;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.ListBooksRequest;
import dev.protojson.transcoding.test.ListBooksResponse;
import dev.protojson.transcoding.test.ListShelvesRequest;
import dev.protojson.transcoding.test.ListShelvesResponse;
import dev.protojson.transcoding.test.MoveBookRequest;
import dev.protojson.transcoding.test.PingRequest;
import dev.protojson.transcoding.test.PingResponse;
import dev.protojson.transcoding.test.UpdateBookRequest;
import dev.protojson.transcoding.test.UploadCoverRequest;

/** The marshaller and transcoders the tests share. */
final class TestTranscoders {

  private TestTranscoders() {}

  /** A marshaller of every message of the test protos, with default options. */
  static MessageMarshaller.Builder marshallerBuilder() {
    return MessageMarshaller.builder()
        .register(Fields.getDefaultInstance())
        .register(ListShelvesRequest.getDefaultInstance())
        .register(ListShelvesResponse.getDefaultInstance())
        .register(GetShelfRequest.getDefaultInstance())
        .register(ListBooksRequest.getDefaultInstance())
        .register(ListBooksResponse.getDefaultInstance())
        .register(GetBookRequest.getDefaultInstance())
        .register(CreateBookRequest.getDefaultInstance())
        .register(UpdateBookRequest.getDefaultInstance())
        .register(DeleteBookRequest.getDefaultInstance())
        .register(MoveBookRequest.getDefaultInstance())
        .register(UploadCoverRequest.getDefaultInstance())
        .register(GetFileRequest.getDefaultInstance())
        .register(File.getDefaultInstance())
        .register(PingRequest.getDefaultInstance())
        .register(PingResponse.getDefaultInstance())
        .register(com.google.protobuf.Empty.getDefaultInstance());
  }

  static MessageMarshaller marshaller() {
    return marshallerBuilder().build();
  }

  /** A transcoder of the library and binding services. */
  static Transcoder.Builder transcoder(MessageMarshaller marshaller) {
    return Transcoder.builder(marshaller)
        .service(new LibraryService().bindService())
        .service(new BindingService().bindService());
  }

  static Transcoder transcoder() {
    return transcoder(marshaller()).build();
  }
}
