package dev.protojson.spring;

/** A {@code protojson.packages} entry in which no generated protobuf message class was found. */
public class NoMessagesInPackageException extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  private final String packageName;

  public NoMessagesInPackageException(String packageName) {
    super("protojson.packages lists '" + packageName + "', but no generated protobuf message classes were found in"
        + " it or its sub-packages");
    this.packageName = packageName;
  }

  /** The package as configured. */
  public String getPackageName() {
    return packageName;
  }
}
