package dev.protojson.spring.test.lookalike;

/** The interface protoc would generate beside a message class {@code Lookalike}. */
public interface LookalikeOrBuilder {}
