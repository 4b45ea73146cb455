package org.snapwear.flash.tests.slc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.snapwear.testsupport.Fixtures;

/** Reads the SQLite metadata page trace (fixtures/sqlite_meta_trace/index.csv) in version order. */
final class SqliteFixture {
    /** One page version: logical page number and its 4096 bytes. */
    record PageVersion(int version, int page, boolean isNew, byte[] bytes) {
    }

    private SqliteFixture() {
    }

    static Path dir() {
        return Fixtures.path("sqlite_meta_trace", "index.csv").getParent();
    }

    static List<PageVersion> load() throws IOException {
        Path d = dir();
        List<String> lines = Files.readAllLines(d.resolve("index.csv"));
        List<PageVersion> out = new ArrayList<>();
        for (String l : lines.subList(1, lines.size())) {
            String[] f = l.split(",");
            out.add(new PageVersion(Integer.parseInt(f[0]), Integer.parseInt(f[1]), f[4].equals("1"),
                    Files.readAllBytes(d.resolve(f[2]))));
        }
        return out;
    }
}
