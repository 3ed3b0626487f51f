package dev.protojson.benchmarks.validation;

import build.buf.protovalidate.ValidationResult;
import build.buf.protovalidate.Validator;
import build.buf.protovalidate.ValidatorFactory;
import build.buf.protovalidate.exceptions.ValidationException;
import dev.protojson.spring.test.validation.Address;
import dev.protojson.spring.test.validation.Signup;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What protovalidate's first check of a message type costs, when it compiles the type's rules, against a check of
 * the same message once they are compiled. The message is the starter's test {@code Signup}: a rule of every common
 * kind, CEL included, and a nested message with rules of its own.
 *
 * <ul>
 *   <li>{@code firstCheckInFreshJvm}: a new {@code Validator} and its first check, once per fork, no other check
 *       before it: what the first request of an application pays, protovalidate's and CEL's class loading
 *       included.
 *   <li>{@code firstCheckInWarmJvm}: the same after 20 others in the same JVM: what each further type pays on its
 *       first check once protovalidate is loaded and warm.
 *   <li>{@code compiledCheck}: a check by a validator that has seen the type.
 * </ul>
 */
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ValidatorFirstUseBenchmark {

  private static final Signup SIGNUP = Signup.newBuilder()
      .setUserName("ada")
      .setEmailAddress("ada@example.com")
      .setAge(36)
      .addTags("maths")
      .putLabels("env", 1)
      .setAddress(Address.newBuilder().setStreet("Strand").setHouseNumber(1))
      .setPhone("1")
      .build();

  /** Only {@code compiledCheck} uses it: a first check in the set-up would leave the other forks' JVMs warm. */
  @State(Scope.Benchmark)
  public static class Compiled {

    Validator validator;

    @Setup
    public void compile() throws ValidationException {
      validator = ValidatorFactory.newBuilder().build();
      requireValid(validator.validate(SIGNUP));
    }
  }

  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @Fork(10)
  @Warmup(iterations = 0)
  @Measurement(iterations = 1)
  public ValidationResult firstCheckInFreshJvm() throws ValidationException {
    return ValidatorFactory.newBuilder().build().validate(SIGNUP);
  }

  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @Fork(2)
  @Warmup(iterations = 20)
  @Measurement(iterations = 20)
  public ValidationResult firstCheckInWarmJvm() throws ValidationException {
    return ValidatorFactory.newBuilder().build().validate(SIGNUP);
  }

  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @Fork(1)
  @Warmup(iterations = 3, time = 1)
  @Measurement(iterations = 5, time = 1)
  public ValidationResult compiledCheck(Compiled compiled) throws ValidationException {
    return compiled.validator.validate(SIGNUP);
  }

  /** A check that found violations would measure the error path, not the one a valid request takes. */
  private static void requireValid(ValidationResult result) {
    if (!result.isSuccess()) {
      throw new IllegalStateException("The benchmark's sign-up breaks rules: " + result);
    }
  }
}
