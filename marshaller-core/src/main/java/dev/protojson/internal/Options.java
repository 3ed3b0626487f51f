package dev.protojson.internal;

/** The settings of one marshaller, fixed when it is built; generated code is specialised for them. */
public record Options(
    boolean preservingProtoFieldNames,
    boolean alwaysPrintFieldsWithNoPresence,
    boolean printingEnumsAsInts,
    boolean sortingMapKeys,
    boolean prettyPrinting,
    boolean ignoringUnknownFields,
    int recursionLimit,
    boolean registerOnDemand) {

  public static final int DEFAULT_RECURSION_LIMIT = 100;

  public static Options defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Mutable companion used by {@code MessageMarshaller.Builder}. */
  public static final class Builder {
    private boolean preservingProtoFieldNames;
    private boolean alwaysPrintFieldsWithNoPresence;
    private boolean printingEnumsAsInts;
    private boolean sortingMapKeys;
    private boolean prettyPrinting;
    private boolean ignoringUnknownFields;
    private int recursionLimit = DEFAULT_RECURSION_LIMIT;
    private boolean registerOnDemand = true;

    private Builder() {}

    public Builder preservingProtoFieldNames(boolean value) {
      preservingProtoFieldNames = value;
      return this;
    }

    public Builder alwaysPrintFieldsWithNoPresence(boolean value) {
      alwaysPrintFieldsWithNoPresence = value;
      return this;
    }

    public Builder printingEnumsAsInts(boolean value) {
      printingEnumsAsInts = value;
      return this;
    }

    public Builder sortingMapKeys(boolean value) {
      sortingMapKeys = value;
      return this;
    }

    public Builder prettyPrinting(boolean value) {
      prettyPrinting = value;
      return this;
    }

    public Builder ignoringUnknownFields(boolean value) {
      ignoringUnknownFields = value;
      return this;
    }

    public Builder recursionLimit(int value) {
      recursionLimit = value;
      return this;
    }

    public Builder registerOnDemand(boolean value) {
      registerOnDemand = value;
      return this;
    }

    public Options build() {
      return new Options(preservingProtoFieldNames, alwaysPrintFieldsWithNoPresence, printingEnumsAsInts,
          sortingMapKeys, prettyPrinting, ignoringUnknownFields, recursionLimit, registerOnDemand);
    }
  }
}
