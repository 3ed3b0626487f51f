package dev.protojson.spring.validation;

import io.grpc.ForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.grpc.server.service.GrpcService;

/**
 * The sign-up gRPC service on Boot's gRPC server, transcoded by the starter, with nothing but auto-configuration and
 * an application's own global interceptor, ordered first, that notes how each call ends.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
public class GrpcValidationApplication {

  /** The properties of every test of it: the gRPC server on a free port. */
  static final String GRPC_PORT = "spring.grpc.server.port=0";

  @GrpcService
  SignupGrpcService signupService() {
    return new SignupGrpcService();
  }

  @Bean
  @GlobalServerInterceptor
  CallEnds callEnds() {
    return new CallEnds();
  }

  /** Notes the status of every call as it is closed, as an observation or metrics interceptor would. */
  static final class CallEnds implements ServerInterceptor, Ordered {

    private final List<Status.Code> codes = new CopyOnWriteArrayList<>();

    /** The codes calls were closed with, in order. */
    List<Status.Code> codes() {
      return codes;
    }

    @Override
    public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
        ServerCallHandler<ReqT, RespT> next) {
      return next.startCall(new ForwardingServerCall.SimpleForwardingServerCall<>(call) {
        @Override
        public void close(Status status, Metadata trailers) {
          codes.add(status.getCode());
          super.close(status, trailers);
        }
      }, headers);
    }

    @Override
    public int getOrder() {
      return 0;
    }
  }
}
