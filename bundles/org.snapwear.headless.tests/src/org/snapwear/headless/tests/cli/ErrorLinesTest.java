package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.SnapwearCli;
import org.snapwear.headless.cli.support.Subcommand;

/**
 * What reaches the user when a command fails: one line naming the file and the reason, no Java class name,
 * no stack trace, control characters escaped; and tensor names printed with their control characters escaped.
 * (releng/scripts/hostile-inputs-test.sh checks the same on the built product with a small heap.)
 */
class ErrorLinesTest {

    @TempDir
    Path dir;

    private static void assertOneCleanLine(CliRun r) {
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().matches("(?s).*([A-Z][a-z]+)+(Exception|Error)\\b.*"), r.err());
        assertFalse(r.err().contains("java.") || r.err().contains("com.google") || r.err().contains("\u001b"), r.err());
    }

    @Test
    void aDirectoryOrAMissingFileIsNamedWithTheReason() {
        CliRun d = CliRun.run("ssd", "--trace", dir.toString());
        assertEquals(SnapwearCli.EXIT_FAILURE, d.exit());
        assertEquals("snapwear ssd: " + dir + ": is a directory, a file was expected", d.err().strip());
        Path none = dir.resolve("none.trace");
        CliRun n = CliRun.run("ssd", "--trace", none.toString());
        assertEquals("snapwear ssd: " + none + ": no such file or directory", n.err().strip());
        CliRun c = CliRun.run("ssd", "--config", dir.toString(), "--trace", none.toString());
        assertEquals("snapwear ssd: " + dir + ": is a directory, a file was expected", c.err().strip());
        assertOneCleanLine(c);
    }

    @Test
    void aSaveStreamOperationTheDeviceRefusesNamesItsLine() throws IOException {
        Path f = Files.writeString(dir.resolve("s.csv"), "op,name,bytes\nwrite,a.pt,100000\ndelete,b.pt,\n");
        CliRun r = CliRun.run("ssd", "--saves", f.toString());
        assertEquals(SnapwearCli.EXIT_FAILURE, r.exit());
        assertEquals("snapwear ssd: " + f + ": line 3 (byte offset 32): no such file: b.pt", r.err().strip());
    }

    @Test
    void tensorNamesAreEscapedInTables() throws IOException {
        String name = "w\u001b[31mRED\u001b[0m\u202e";
        byte[] h = ("{\"" + name + "\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4]}}")
                .getBytes(StandardCharsets.UTF_8);
        Path f = dir.resolve("esc.safetensors");
        Files.write(f, ByteBuffer.allocate(8 + h.length + 4).order(ByteOrder.LITTLE_ENDIAN).putLong(h.length).put(h)
                .array());
        CliRun r = CliRun.run("inspect", f.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("w\\x1b[31mRED\\x1b[0m\\u202e  F32"), r.out());
        assertFalse(r.out().contains("\u001b") || r.out().contains("\u202e"), r.out());
        // JSON keeps the name as it is (its encoder escapes control characters)
        assertEquals(name, CliRun.run("inspect", f.toString(), "--json").json().getAsJsonArray("tensors").get(0)
                .getAsJsonObject().get("name").getAsString());
    }

    @Test
    void internalErrorsNameTheInputsAndNoClass() throws IOException {
        Path input = Files.writeString(dir.resolve("in.bin"), "x");
        CliRun npe = CliRun.run(failing(() -> {
            throw new NullPointerException("Cannot invoke \"com.google.gson.JsonElement.getAsString()\"");
        }), "boom", input.toString());
        assertEquals(SnapwearCli.EXIT_INTERNAL, npe.exit());
        assertEquals("snapwear boom: internal error: a required value is missing while reading " + input
                + " (rerun with --debug for the stack trace)", npe.err().strip());
        CliRun deep = CliRun.run(failing(() -> {
            throw new StackOverflowError();
        }), "boom", input.toString());
        assertTrue(deep.err().startsWith("snapwear boom: internal error: stack overflow"), deep.err());
        assertOneCleanLine(deep);
        CliRun debug = CliRun.run(failing(() -> {
            throw new IllegalStateException("x");
        }), "--debug", "boom");
        assertTrue(debug.err().contains("\tat "), "--debug still prints the stack trace");
    }

    @Test
    void ioMessagesBecomeOneLineWithoutClassNames() {
        CliRun r = CliRun.run(failing(() -> {
            throw new IOException("/d/MANIFEST.json: com.google.gson.stream.MalformedJsonException: Unterminated "
                    + "object at line 1 column 18 path $.format\nSee https://github.com/google/gson/blob/main/"
                    + "Troubleshooting.md#malformed-json");
        }), "boom");
        assertEquals(SnapwearCli.EXIT_FAILURE, r.exit());
        assertEquals("snapwear boom: /d/MANIFEST.json: Unterminated object at line 1 column 18 path $.format",
                r.err().strip());
        CliRun eof = CliRun.run(failing(() -> {
            throw new java.nio.file.NoSuchFileException("/d/x.trace");
        }), "boom");
        assertEquals("snapwear boom: /d/x.trace: no such file or directory", eof.err().strip());
    }

    @Test
    void aCommandThatNamesItselfIsNamedOnce() throws IOException {
        // ssd's impossible warm-up used to print "snapwear ssd: ssd: impossible warm-up state ..."
        Path config = Files.writeString(dir.resolve("small.properties"),
                "channels=2\nchips_per_channel=1\nblocks_per_chip=64\npages_per_block=16\n");
        Path trace = Files.writeString(dir.resolve("one.trace"), "0.0 0 0 8 0\n");
        CliRun r = CliRun.run("ssd", "--config", config.toString(), "--trace", trace.toString(), "--warmup", "table8");
        assertEquals(SnapwearCli.EXIT_FAILURE, r.exit());
        assertTrue(r.err().startsWith("snapwear ssd: impossible warm-up state"), r.err());
        assertOneCleanLine(r);
        CliRun boom = CliRun.run(failing(() -> {
            throw new org.snapwear.headless.cli.support.CommandFailedException("boom: nothing to do");
        }), "boom");
        assertEquals("snapwear boom: nothing to do", boom.err().strip());
    }

    private interface Body {
        void run() throws Exception;
    }

    private static CommandRegistry failing(Body body) {
        return new CommandRegistry(List.of(new Subcommand() {
            @Override
            public String name() {
                return "boom";
            }

            @Override
            public String summary() {
                return "fails";
            }

            @Override
            public String usage() {
                return "snapwear boom [FILE]";
            }

            @Override
            public int run(Args args, CommandContext context) throws Exception {
                body.run();
                return 0;
            }
        }));
    }
}
