package dev.protojson.spring.validation;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.service.GrpcService;

/** The sign-up gRPC service on Boot's gRPC server, transcoded by the starter, with nothing but auto-configuration. */
@SpringBootConfiguration
@EnableAutoConfiguration
public class GrpcValidationApplication {

  /** The properties of every test of it: the gRPC server on a free port. */
  static final String GRPC_PORT = "spring.grpc.server.port=0";

  @GrpcService
  SignupGrpcService signupService() {
    return new SignupGrpcService();
  }
}
