package dev.protojson.spring.mvc;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The same converter properties with {@code @EnableWebMvc} and the imported ProtoJsonWebMvcConfigurer. */
@SpringBootTest(classes = EnableWebMvcTests.WebMvcApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ShopApplication.PACKAGES, "protojson.binary=true", "protojson.pretty=true",
        "protojson.accept-unregistered-types=false", "protojson.max-request-size=2KB" })
class EnableWebMvcRouteConverterPropertiesTests extends ConverterPropertiesOverHttp {
}
