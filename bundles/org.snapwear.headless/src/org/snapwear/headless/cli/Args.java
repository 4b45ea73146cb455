package org.snapwear.headless.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The arguments after the subcommand name. A command first takes its flags and options (each taken once, by
 * name, {@code --name value} or {@code --name=value}), then its positionals, then calls {@link #finish()} so
 * that anything left over (a misspelt option, an extra argument) is a usage error instead of being ignored.
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
        if (v.isEmpty()) {
            return defaultValue;
        }
        try {
            return Double.parseDouble(v.get());
        } catch (NumberFormatException e) {
            throw new UsageException(command + ": option " + name + " expects a number, got '" + v.get() + "'");
        }
    }

    /** Parses a whole number; accepts suffixes k, M, G (powers of 1000) and underscores, e.g. 10M or 1_000. */
    public long parseLong(String what, String text) throws UsageException {
        String t = text.replace("_", "").trim();
        long mult = 1;
        if (t.endsWith("k") || t.endsWith("K")) {
            mult = 1_000L;
        } else if (t.endsWith("M")) {
            mult = 1_000_000L;
        } else if (t.endsWith("G")) {
            mult = 1_000_000_000L;
        }
        if (mult != 1) {
            t = t.substring(0, t.length() - 1);
        }
        try {
            return Math.multiplyExact(Long.parseLong(t), mult);
        } catch (NumberFormatException | ArithmeticException e) {
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

    /** Fails if anything was not taken by the command. */
    public void finish() throws UsageException {
        if (!tokens.isEmpty()) {
            String t = tokens.get(0);
            throw new UsageException(command + ": " + (t.startsWith("--") ? "unknown option " : "unexpected argument ") + t);
        }
    }
}
