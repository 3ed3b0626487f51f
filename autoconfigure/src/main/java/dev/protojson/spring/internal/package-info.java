/**
 * What several packages of the Spring integration share: the converters of the properties, the answers to request
 * bodies that cannot be read, problem bodies, charsets, the splitting of JSON arrays and streams that arrive in chunks, the request size limit and the refusal of messages where
 * Spring would mishandle them. Not API: public only so that the other packages can reach it; it changes without
 * notice.
 */
package dev.protojson.spring.internal;
