package org.snapwear.headless.tests.codec;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.SnapwearCli;

/** Runs the CLI in process with captured output. */
record CliRun(int exit, String out, String err) {

    static CliRun of(String... argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new SnapwearCli(CommandRegistry.builtIn()).run(argv, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    JsonObject json() {
        if (exit != 0) {
            throw new AssertionError("exit " + exit + ": " + err);
        }
        return JsonParser.parseString(out).getAsJsonObject();
    }
}
