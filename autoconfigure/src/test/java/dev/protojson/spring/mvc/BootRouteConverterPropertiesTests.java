package dev.protojson.spring.mvc;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The converter properties when Boot configures Spring MVC and registers the converters. */
@SpringBootTest(classes = ShopApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ShopApplication.PACKAGES, "protojson.binary=true", "protojson.pretty=true",
        "protojson.accept-unregistered-types=false", "protojson.max-request-size=2KB" })
class BootRouteConverterPropertiesTests extends ConverterPropertiesOverHttp {
}
