package org.snapwear.headless.tests.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.SnapwearCli;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** Runs the dispatcher with captured output: the one harness of every command test, in every area. */
public record CliRun(int exit, String out, String err) {

    /** Runs {@code snapwear ARGS...} with the built-in commands. */
    public static CliRun run(String... args) {
        return run(CommandRegistry.builtIn(), args);
    }

    public static CliRun run(CommandRegistry registry, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = new SnapwearCli(registry).run(args, o, e);
        }
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Standard output parsed as one JSON object, whatever the exit code (a failed command's --json report). */
    public JsonObject outJson() {
        return JsonParser.parseString(out).getAsJsonObject();
    }

    /** Standard output parsed as one JSON object; fails the test with stderr if the command did not exit 0. */
    public JsonObject json() {
        if (exit != 0) {
            throw new AssertionError("exit " + exit + ": " + err);
        }
        return JsonParser.parseString(out).getAsJsonObject();
    }
}
