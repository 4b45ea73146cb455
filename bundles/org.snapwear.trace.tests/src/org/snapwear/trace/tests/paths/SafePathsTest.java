package org.snapwear.trace.tests.paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.meta.MetaTraceException;
import org.snapwear.trace.meta.MetaVersionTrace;
import org.snapwear.trace.paths.SafePaths;
import org.snapwear.trace.paths.UnsafePathException;
import org.snapwear.trace.tensor.CheckpointFormatException;

/** Names and relative paths from user text stay inside their directory; symbolic links cannot lead them out. */
class SafePathsTest {

    @Test
    void plainNamesResolveUnderTheBase(@TempDir Path base) throws Exception {
        assertEquals(base.resolve("cnn-run"), SafePaths.name(base, "cnn-run"));
        assertEquals(base.resolve("pages/0001.bin"), SafePaths.within(base, "pages/0001.bin"));
        assertEquals(base.resolve("a..b"), SafePaths.name(base, "a..b"), "dots inside a name are fine");
    }

    @Test
    void absolutePathsParentsAndSeparatorsAreRefusedAsNames(@TempDir Path base) {
        for (String bad : new String[] {"/home/me/data", "../../x", "..", ".", "", " ", "a/b", "a\\b", "x\u0000y"}) {
            UnsafePathException e = assertThrows(UnsafePathException.class, () -> SafePaths.name(base, bad), bad);
            assertTrue(e.getMessage().length() > 0);
        }
    }

    @Test
    void relativePathsMayNotLeaveTheBase(@TempDir Path base) {
        for (String bad : new String[] {"/home/me/data", "../../x", "a/../../x", "a/../b", "..\\x", "C:\\x", "/"}) {
            UnsafePathException e = assertThrows(UnsafePathException.class, () -> SafePaths.within(base, bad), bad);
            assertTrue(e.getMessage().contains("outside the directory") || e.getMessage().contains("absolute"),
                    e.getMessage());
        }
    }

    @Test
    void symbolicLinksLeadingOutsideAreRefused(@TempDir Path tmp) throws Exception {
        Path base = Files.createDirectories(tmp.resolve("base"));
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        Files.createSymbolicLink(base.resolve("out"), outside);
        Files.createSymbolicLink(base.resolve("dangling"), tmp.resolve("nowhere"));
        Files.createDirectories(base.resolve("real"));
        Files.createSymbolicLink(base.resolve("in"), base.resolve("real"));
        UnsafePathException e = assertThrows(UnsafePathException.class, () -> SafePaths.name(base, "out"));
        assertTrue(e.getMessage().contains("symbolic link"), e.getMessage());
        assertThrows(UnsafePathException.class, () -> SafePaths.within(base, "out/file.bin"),
                "a path that does not exist yet below a link leading out");
        assertThrows(UnsafePathException.class, () -> SafePaths.name(base, "dangling"));
        assertEquals(base.resolve("in/x.bin"), SafePaths.within(base, "in/x.bin"), "a link staying inside is fine");
    }

    @Test
    void rawManifestCannotReachOutsideThroughALink(@TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("raw"));
        Files.write(tmp.resolve("secret.bin"), new byte[16]);
        Files.createSymbolicLink(dir.resolve("a.bin"), tmp.resolve("secret.bin"));
        Files.writeString(dir.resolve("snapwear-tensors.json"), "{\"format\":\"snapwear-raw\",\"version\":1,"
                + "\"tensors\":[{\"name\":\"a\",\"dtype\":\"F32\",\"shape\":[4],\"file\":\"a.bin\"}]}");
        CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> CheckpointFormats.read(dir));
        assertTrue(e.getMessage().contains("snapwear-tensors.json at offset 0")
                && e.getMessage().contains("symbolic link"), e.getMessage());
    }

    @Test
    void metadataTraceIndexCannotNameFilesOutside(@TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("trace"));
        Files.write(tmp.resolve("page.bin"), new byte[4096]);
        Files.writeString(dir.resolve("index.csv"), "version,page_no,file\n1,1,../page.bin\n");
        MetaTraceException e = assertThrows(MetaTraceException.class, () -> MetaVersionTrace.open(dir));
        assertTrue(e.getMessage().contains("index.csv line 2") && e.getMessage().contains("outside the directory"),
                e.getMessage());
        Files.writeString(dir.resolve("index.csv"), "version,page_no,file\n1,1," + tmp.resolve("page.bin") + "\n");
        e = assertThrows(MetaTraceException.class, () -> MetaVersionTrace.open(dir));
        assertTrue(e.getMessage().contains("absolute path"), e.getMessage());
    }
}
