package dev.protojson.spring.grpc;

import io.grpc.ServerServiceDefinition;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.grpc.server.GrpcServerFactory;
import org.springframework.grpc.server.InProcessGrpcServerFactory;
import org.springframework.grpc.server.service.GrpcServiceConfigurer;
import org.springframework.grpc.server.service.GrpcServiceDiscoverer;

/**
 * The service definitions Boot's gRPC server runs: every service its discoverer finds, bound and given the global
 * and per-service interceptors by its configurer, as Boot does for the server it starts. The configurer is handed
 * the network server's factory (Netty's), whose interceptor filter then applies as it does there; in the servlet
 * set-up there is no such factory, and Boot's servlet registration passes none either.
 */
final class ServedServices {

  private ServedServices() {}

  static List<ServerServiceDefinition> definitions(GrpcServiceDiscoverer discoverer, GrpcServiceConfigurer configurer,
      ObjectProvider<GrpcServerFactory> factories) {
    GrpcServerFactory network = networkServerFactory(factories);
    return discoverer.findServices().stream().map(spec -> configurer.configure(spec, network)).toList();
  }

  /** The one factory of a network server, or null: none (the servlet set-up), or several to choose from. */
  private static GrpcServerFactory networkServerFactory(ObjectProvider<GrpcServerFactory> factories) {
    List<GrpcServerFactory> network = factories.orderedStream()
        .filter(factory -> !(factory instanceof InProcessGrpcServerFactory))
        .toList();
    return network.size() == 1 ? network.get(0) : null;
  }
}
