/** Boot's {@code JsonMapper}: the auto-configuration of protojson's Jackson module, for messages inside other types. */
package dev.protojson.spring.jackson;
