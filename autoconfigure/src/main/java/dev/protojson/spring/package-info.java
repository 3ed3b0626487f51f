/**
 * Auto-configuration of protojson's {@code MessageMarshaller}: the {@code protojson.*} properties, builder
 * customizers, the scan of {@code protojson.packages} and Spring AOT.
 */
package dev.protojson.spring;
