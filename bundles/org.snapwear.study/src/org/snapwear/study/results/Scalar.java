package org.snapwear.study.results;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One plain value of a run's results outside its tables: a headline figure of the summary, or a leaf of the
 * configuration tree ({@link ConfigNode.Leaf}). Text, a number, a flag, or {@link None} for a figure that has no
 * value (no snap_dis meets the rule): JSON writes it as {@code null}, people read "none", never a 0 that looks
 * measured.
 */
public sealed interface Scalar permits Scalar.Text, Scalar.Num, Scalar.Flag, Scalar.None {

    static Scalar of(String value) {
        return new Text(value);
    }

    static Scalar of(Number value) {
        return new Num(value);
    }

    static Scalar of(boolean value) {
        return new Flag(value);
    }

    /** The figure has no value. */
    static Scalar none() {
        return None.NONE;
    }

    /** The value when it is a number (text and flags: empty). */
    default OptionalDouble number() {
        return this instanceof Num n ? OptionalDouble.of(n.value().doubleValue()) : OptionalDouble.empty();
    }

    /** The value as Java prints it ("6.5", "never", "true"): what error messages and differences show. */
    String display();

    record Text(String value) implements Scalar {

        public Text {
            Objects.requireNonNull(value, "text");
        }

        @Override
        public String display() {
            return value;
        }
    }

    /**
     * A number as it was put: an Integer stays an Integer, a Long a Long, a Double a Double (results.json writes
     * integral numbers as JSON integers and floating ones with a '.', and reads back Long and Double; a whole
     * number beyond the range of long reads back as BigInteger).
     */
    record Num(Number value) implements Scalar {

        public Num {
            Objects.requireNonNull(value, "number");
        }

        @Override
        public String display() {
            return value.toString();
        }
    }

    record Flag(boolean value) implements Scalar {

        @Override
        public String display() {
            return Boolean.toString(value);
        }
    }

    /** No value: written as JSON null, shown as "none". */
    enum None implements Scalar {
        NONE;

        @Override
        public String display() {
            return "none";
        }
    }
}
