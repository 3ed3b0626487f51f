/**
 * protovalidate's rules enforced on message request bodies: the auto-configuration, the check of a body, and the 400
 * problem-details body that lists every violation under the field names the JSON uses.
 */
package dev.protojson.spring.validation;
