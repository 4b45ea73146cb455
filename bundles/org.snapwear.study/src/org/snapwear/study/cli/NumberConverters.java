package org.snapwear.study.cli;

import org.snapwear.trace.text.Quantities;

import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * How numbers typed on the command line become values: whole numbers with the suffix rule of {@link Quantities}
 * (k/M/G/T = 1000^n, KiB/MiB/GiB/TiB = 1024^n, underscores), other numbers as Java reads a double. Registered for
 * every long, int and double option of every command ({@link #registerAll}), the product's commands and the Spark
 * jobs alike (one rule, so {@code --chunk-bytes 64KiB} means the same everywhere); a message has {@value #OPTION}
 * where the option's name goes, which the caller's parse-error handler fills in ({@link #message}).
 */
public final class NumberConverters {
    /** Placeholder for the option's name in a conversion message. */
    public static final String OPTION = "{option}";

    private NumberConverters() {
    }

    /** Registers the converters for long, int and double (boxed and primitive) on a command line and below. */
    public static CommandLine registerAll(CommandLine cl) {
        cl.registerConverter(Long.class, new WholeNumber());
        cl.registerConverter(long.class, new WholeNumber());
        cl.registerConverter(Integer.class, new IntNumber());
        cl.registerConverter(int.class, new IntNumber());
        cl.registerConverter(Double.class, new RealNumber());
        cl.registerConverter(double.class, new RealNumber());
        return cl;
    }

    /** A conversion message with the option's name (its longest name) in place of {@value #OPTION}. */
    public static String message(String conversionMessage, String optionName) {
        return String.valueOf(conversionMessage).replace(OPTION, optionName);
    }

    /** A whole number, e.g. {@code 10M}, {@code 1_000}, {@code 20GiB}. */
    public static final class WholeNumber implements ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            try {
                return Quantities.parseLong(text);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(OPTION + " expects a whole number, got '" + text + "'");
            }
        }
    }

    /** A whole number that must fit an int (parsed as long first, so a larger value is refused, never wrapped). */
    public static final class IntNumber implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String text) {
            long v = new WholeNumber().convert(text);
            if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                throw new TypeConversionException("option " + OPTION + " is out of range: " + v);
            }
            return (int) v;
        }
    }

    /** A number such as {@code 0.5} or {@code 1e-3}. */
    public static final class RealNumber implements ITypeConverter<Double> {
        @Override
        public Double convert(String text) {
            try {
                return Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw new TypeConversionException(OPTION + " expects a number, got '" + text + "'");
            }
        }
    }
}
