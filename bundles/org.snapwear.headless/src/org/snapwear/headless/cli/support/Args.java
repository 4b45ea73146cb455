package org.snapwear.headless.cli.support;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.snapwear.model.ranges.ParameterRange;
import org.snapwear.trace.text.Quantities;

/**
 * The arguments after the subcommand name. A command first takes its flags and options (each taken once, by
 * name, {@code --name value} or {@code --name=value}), then its positionals, then calls {@link #finish()} so
 * that anything left over (a misspelt option, an extra argument) is a usage error instead of being ignored.
 * Numeric options with a study counterpart are checked against the shared {@link ParameterRange} table
 * ({@code org.snapwear.model.ranges.ParameterRanges}) as they are taken, so every value is refused before any
 * work starts, with exit code 2, and with the same range a study file gets.
 */
public final class Args {
    private final String command;
    private final List<String> tokens;

    public Args(String command, List<String> tokens) {
        this.command = command;
        this.tokens = new ArrayList<>(tokens);
    }

    /** True if the flag is present; removes it. */
    public boolean flag(String name) {
        boolean found = false;
        while (tokens.remove(name)) {
            found = true;
        }
        return found;
    }

    /** The value of an option, removed from the arguments, if present. */
    public Optional<String> option(String name) throws UsageException {
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            if (t.equals(name)) {
                if (i + 1 >= tokens.size()) {
                    throw new UsageException(command + ": option " + name + " needs a value");
                }
                String v = tokens.remove(i + 1);
                tokens.remove(i);
                return Optional.of(v);
            }
            if (t.startsWith(name + "=")) {
                tokens.remove(i);
                return Optional.of(t.substring(name.length() + 1));
            }
        }
        return Optional.empty();
    }

    public String option(String name, String defaultValue) throws UsageException {
        return option(name).orElse(defaultValue);
    }

    public String requiredOption(String name) throws UsageException {
        return option(name).orElseThrow(() -> new UsageException(command + ": option " + name + " is required"));
    }

    public long longOption(String name, long defaultValue) throws UsageException {
        Optional<String> v = option(name);
        return v.isPresent() ? parseLong(name, v.get()) : defaultValue;
    }

    public int intOption(String name, int defaultValue) throws UsageException {
        long v = longOption(name, defaultValue);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw new UsageException(command + ": option " + name + " is out of range: " + v);
        }
        return (int) v;
    }

    public double doubleOption(String name, double defaultValue) throws UsageException {
        Optional<String> v = option(name);
        return v.isPresent() ? doubleOption(name, v.get()) : defaultValue;
    }

    private double doubleOption(String name, String text) throws UsageException {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new UsageException(command + ": option " + name + " expects a number, got '" + text + "'");
        }
    }

    /** A whole-number option in its range: parsed as long, so a value beyond int is refused, never wrapped. */
    public long longOption(String name, ParameterRange range, long defaultValue) throws UsageException {
        return longOption(name, range).orElse(defaultValue);
    }

    /** A whole-number option in its range, if present. */
    public Optional<Long> longOption(String name, ParameterRange range) throws UsageException {
        Optional<String> v = option(name);
        if (v.isEmpty()) {
            return Optional.empty();
        }
        long value = parseLong(name, v.get());
        if (!range.contains(value)) {
            throw outOfRange(name, range, v.get());
        }
        return Optional.of(value);
    }

    /** A required whole-number option in its range. */
    public long requiredLongOption(String name, ParameterRange range) throws UsageException {
        return longOption(name, range).orElseThrow(() -> new UsageException(command + ": option " + name
                + " is required"));
    }

    /** A whole-number option whose range lies within int. */
    public int intOption(String name, ParameterRange range, int defaultValue) throws UsageException {
        if (range.min() < Integer.MIN_VALUE || range.max() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(range.id() + " does not fit an int");
        }
        return (int) longOption(name, range, defaultValue);
    }

    /** A number option in its range (NaN and infinities are outside every range). */
    public double doubleOption(String name, ParameterRange range, double defaultValue) throws UsageException {
        Optional<String> v = option(name);
        if (v.isEmpty()) {
            return defaultValue;
        }
        double value = doubleOption(name, v.get());
        if (!range.contains(value)) {
            throw outOfRange(name, range, v.get());
        }
        return value;
    }

    /**
     * The usage error for a value outside its range, for example
     * "slc: --segment must be between 1 and 65536 bytes, got '-8'".
     */
    public UsageException outOfRange(String name, ParameterRange range, String text) {
        return new UsageException(command + ": " + name + " must be " + range.allowed() + ", got '" + text + "'");
    }

    /**
     * Parses a whole number with the suffix rule of {@link Quantities} (k, M, G, T = powers of 1000; KiB, MiB, GiB,
     * TiB = powers of 1024; underscores), e.g. 10M or 1_000.
     */
    public long parseLong(String what, String text) throws UsageException {
        try {
            return Quantities.parseLong(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + what + " expects a whole number, got '" + text + "'");
        }
    }

    /** Takes the next positional argument. */
    public Optional<String> nextPositional() {
        for (int i = 0; i < tokens.size(); i++) {
            if (!tokens.get(i).startsWith("--")) {
                return Optional.of(tokens.remove(i));
            }
        }
        return Optional.empty();
    }

    public String requiredPositional(String what) throws UsageException {
        return nextPositional().orElseThrow(() -> new UsageException(command + ": missing " + what));
    }

    public Path requiredPath(String what) throws UsageException {
        return Path.of(requiredPositional(what));
    }

    /** Takes every argument not taken yet, in order (for a command that parses them with picocli). */
    public List<String> remaining() {
        List<String> rest = List.copyOf(tokens);
        tokens.clear();
        return rest;
    }

    /** Fails if anything was not taken by the command. */
    public void finish() throws UsageException {
        if (!tokens.isEmpty()) {
            String t = tokens.get(0);
            throw new UsageException(command + ": " + (t.startsWith("--") ? "unknown option " : "unexpected argument ") + t);
        }
    }
}
