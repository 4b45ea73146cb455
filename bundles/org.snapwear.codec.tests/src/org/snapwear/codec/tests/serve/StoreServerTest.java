package org.snapwear.codec.tests.serve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.serve.StoreServer;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.tests.store.TrainingCheckpoints;
import org.snapwear.trace.checkpoint.CheckpointScanner;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The store server answers list, latest and restore over STORE/.snapwear-serve.sock as the commands would, with
 * the socket owner-only; a stale socket of a killed server is replaced, a live server's is not.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class StoreServerTest {
    @TempDir
    Path tmp;

    private Path store() throws IOException {
        Path dir = tmp.resolve("store");
        try (SnapshotStore s = SnapshotStore.create(dir, StoreSettings.of("dynrle", "huffman-exp", "progressive", 10,
                100))) {
            for (long step : new long[] {0, 100}) {
                Path c = TrainingCheckpoints.write(tmp.resolve("run/checkpoint-" + step), step, 2000);
                s.save(SaveRequest.of(CheckpointScanner.scan(c), step));
            }
        }
        return dir;
    }

    static JsonObject ask(Path socket, String request) throws IOException {
        try (SocketChannel c = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            c.write(ByteBuffer.wrap((request + "\n").getBytes(StandardCharsets.UTF_8)));
            ByteBuffer buf = ByteBuffer.allocate(1 << 20);
            while (c.read(buf) >= 0) {
                // until the server closes
            }
            String answer = new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8);
            assertTrue(answer.endsWith("\n") && answer.indexOf('\n') == answer.length() - 1, answer);
            return JsonParser.parseString(answer).getAsJsonObject();
        }
    }

    @Test
    void listLatestAndRestoreAreAnsweredAsTheCommandsWould() throws IOException {
        Path dir = store();
        try (StoreServer server = StoreServer.start(dir)) {
            assertEquals(dir.toAbsolutePath().resolve(".snapwear-serve.sock"), server.socket());
            JsonObject latest = ask(server.socket(), "{\"op\": \"latest\"}");
            assertTrue(latest.get("ok").getAsBoolean(), latest::toString);
            assertEquals(100, latest.get("iteration").getAsLong());
            JsonObject list = ask(server.socket(), "{\"op\": \"list\"}");
            assertEquals(2, list.getAsJsonArray("entries").size(), list::toString);
            assertEquals(0, list.getAsJsonArray("entries").get(0).getAsJsonObject().get("iteration").getAsLong());
            Path out = tmp.resolve("resume/checkpoint-100");
            Files.createDirectories(out.getParent());
            JsonObject restored = ask(server.socket(), "{\"op\": \"restore\", \"iteration\": 100, \"out\": \""
                    + out + "\"}");
            assertTrue(restored.get("ok").getAsBoolean(), restored::toString);
            for (String f : List.of("model.safetensors", "optim/optimizer.safetensors", "trainer_state.json")) {
                assertArrayEquals(Files.readAllBytes(tmp.resolve("run/checkpoint-100").resolve(f)),
                        Files.readAllBytes(out.resolve(f)), f);
            }
            JsonObject again = ask(server.socket(), "{\"op\": \"restore\", \"iteration\": 100, \"out\": \""
                    + out + "\"}");
            assertFalse(again.get("ok").getAsBoolean());
            assertTrue(again.get("error").getAsString().contains("exists"), again::toString);
            assertEquals(4, server.served());
        }
        assertFalse(Files.exists(dir.resolve(".snapwear-serve.sock")), "closing removes the socket file");
        try (SnapshotStore s = SnapshotStore.openReadOnly(dir)) {
            assertEquals(List.of(), s.recoveryActions(), "the server's files are not store leftovers");
        }
    }

    @Test
    void badRequestsGetOneLineReasons() throws IOException {
        try (StoreServer server = StoreServer.start(store())) {
            for (String[] c : new String[][] {{"not json", "not a JSON object"}, {"{}", "without \"op\""},
                {"{\"op\": \"drop\"}", "unknown op"}, {"{\"op\": \"restore\", \"iteration\": 100}", "absolute"},
                {"{\"op\": \"restore\", \"iteration\": 100, \"out\": \"rel/out\"}", "absolute"},
                {"{\"op\": \"restore\", \"iteration\": 7, \"out\": \"" + tmp.resolve("o7") + "\"}", "7"}}) {
                JsonObject a = ask(server.socket(), c[0]);
                assertFalse(a.get("ok").getAsBoolean(), c[0]);
                String error = a.get("error").getAsString();
                assertTrue(error.contains(c[1]) && !error.contains("\n") && !error.contains("Exception"),
                        c[0] + " -> " + error);
            }
        }
    }

    @Test
    void theSocketIsOwnerOnly() throws IOException {
        try (StoreServer server = StoreServer.start(store())) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(server.socket())));
            try (Stream<Path> s = Files.list(server.socket().getParent())) {
                assertEquals(List.of(), s.filter(p -> p.getFileName().toString().startsWith(".snapwear-serve-"))
                        .toList(), "the private bind directory is gone");
            }
        }
    }

    @Test
    void aStaleSocketIsReplacedALiveServersIsNot() throws IOException {
        Path dir = store();
        Path socket = dir.toAbsolutePath().resolve(".snapwear-serve.sock");
        // what a killed server leaves: the socket file, with nothing listening on it
        ServerSocketChannel dead = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        dead.bind(UnixDomainSocketAddress.of(socket));
        dead.close();
        assertTrue(Files.exists(socket));
        try (StoreServer server = StoreServer.start(dir)) {
            assertEquals(100, ask(socket, "{\"op\": \"latest\"}").get("iteration").getAsLong());
            IOException e = assertThrows(IOException.class, () -> StoreServer.start(dir));
            assertTrue(e.getMessage().contains("already running"), e.getMessage());
            assertEquals(100, ask(socket, "{\"op\": \"latest\"}").get("iteration").getAsLong(),
                    "the refused second server left the first one's socket alone");
        }
        Files.writeString(socket, "a file of the user's");
        IOException e = assertThrows(IOException.class, () -> StoreServer.start(dir));
        assertTrue(e.getMessage().contains("not a socket"), e.getMessage());
        assertEquals("a file of the user's", Files.readString(socket));
    }

    @Test
    void aStoreThatGainsAnIterationIsSeenAtTheNextRequest() throws IOException {
        Path dir = store();
        try (StoreServer server = StoreServer.start(dir)) {
            assertEquals(100, ask(server.socket(), "{\"op\": \"latest\"}").get("iteration").getAsLong());
            try (SnapshotStore s = SnapshotStore.open(dir)) {
                s.save(SaveRequest.of(CheckpointScanner.scan(TrainingCheckpoints.write(tmp.resolve("run/checkpoint-200"), 200,
                        2000)), 200));
            }
            assertEquals(200, ask(server.socket(), "{\"op\": \"latest\"}").get("iteration").getAsLong());
        }
    }
}
