package org.snapwear.trace.meta;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A deterministic, database-like metadata page-version trace, written in the format
 * {@link MetaVersionTrace} reads ({@code index.csv} + {@code pages/vVVVV_pPPPPP.bin}), so
 * the SLC analysis runs without the real SQLite fixture. It models what makes metadata deltas small: a catalog of
 * files in B-tree leaves of 4 KB pages (SQLite-like cell pointer array and cells), updated by transactions that
 * rewrite a few bytes of a record (size, timestamps), insert or delete cells (shifting the pointer array, a
 * freeblock header), and always bump a transaction counter and the database header's change counter. File choice
 * is skewed (Zipf over a fixed random ranking), so a few pages take most versions, as in the real trace where
 * page 1 and the counters page change at every commit. A full leaf is defragmented, then split into a new page.
 * docs/generator.md compares its statistics with the real trace.
 */
public final class MetadataTraceGenerator {

    /**
     * @param transactions committed transactions (versions 1..transactions; version 0 is the initial database)
     * @param files        files of the initial population (plus one directory per 20 files)
     * @param skew         Zipf exponent of file popularity (0 = uniform)
     * @param seed         seeds everything; equal settings give byte-identical traces
     */
    public record Settings(int transactions, int files, double skew, long seed) {
        public Settings {
            if (transactions < 1 || transactions > 99_999) {
                throw new IllegalArgumentException("transactions must be in 1..99999, got " + transactions);
            }
            if (files < 1 || files > 100_000) {
                throw new IllegalArgumentException("files must be in 1..100000, got " + files);
            }
            if (!(skew >= 0 && skew <= 4)) {
                throw new IllegalArgumentException("skew must be in 0..4, got " + skew);
            }
        }

        /** The shape of the real SQLite fixture: 1,000 transactions over 400 files (+ 21 directories). */
        public static Settings defaults() {
            return new Settings(1000, 400, 0.8, 20240611L);
        }
    }

    /** Page size (SQLite's default). */
    public static final int PAGE_BYTES = DbPages.PAGE_BYTES;
    /** Page 1 starts with the 100-byte database header; its b-tree header follows. */
    private static final int HEADER_PAGE_OFFSET = 100;

    /** A catalog entry: its inode cell, its index cell and, for some, an xattr cell. */
    private static final class FileEntry {
        final long ino;
        int nameLength;
        BTree.Cell inode;
        BTree.Cell index;
        BTree.Cell xattr;
        final double weight;

        FileEntry(long ino, double weight) {
            this.ino = ino;
            this.weight = weight;
        }
    }

    private final Settings settings;
    private final SplittableRandom rng;
    private final DbPages db;
    private final List<FileEntry> files = new ArrayList<>();
    private long nextIno = 1;
    private long clock = 1_700_000_000_000L;
    private int counterValue;
    private BTree inodes;
    private BTree index;
    private BTree xattrs;
    private BTree.Leaf counters;
    private BTree.Cell txnCounter;
    private final BTree.Cell[] otherCounters = new BTree.Cell[4];

    private MetadataTraceGenerator(Settings settings) {
        this.settings = settings;
        this.rng = new SplittableRandom(settings.seed());
        this.db = new DbPages(rng);
    }

    /**
     * Writes the trace into {@code dir} (created if needed; existing page files of the same names are replaced)
     * and returns {@code dir}.
     */
    public static Path write(Settings settings, Path dir) throws IOException {
        return new MetadataTraceGenerator(settings).generate(dir);
    }

    private Path generate(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("pages"));
        // Page 1: 100-byte database header + the (static) schema leaf.
        byte[] p1 = db.page(db.newPage());
        byte[] magic = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(magic, 0, p1, 0, magic.length);
        DbPages.put16(p1, 16, PAGE_BYTES);
        BTree.Leaf schema = new BTree.Leaf(db, 1, BTree.LEAF, HEADER_PAGE_OFFSET, null);
        for (String s : new String[] {"table inode", "index inode_parent_name", "table xattr", "table counters"}) {
            schema.insert(schema.cells.size(), text(s + " CREATE " + s.toUpperCase(Locale.ROOT) + "(...)", 60));
        }
        inodes = new BTree(db, BTree.LEAF);
        index = new BTree(db, BTree.INDEX_LEAF);
        xattrs = new BTree(db, BTree.INDEX_LEAF);
        counters = new BTree.Leaf(db, db.newPage(), BTree.LEAF, 0, null);
        txnCounter = counters.insert(0, counterCell("txn_count"));
        String[] names = {"files", "deletes", "renames", "bytes_written"};
        for (int i = 0; i < names.length; i++) {
            otherCounters[i] = counters.insert(i + 1, counterCell(names[i]));
        }
        int dirs = 1 + settings.files() / 20;
        for (int i = 0; i < dirs + settings.files(); i++) {
            create(i < dirs);
        }
        List<byte[]> previous = new ArrayList<>();
        try (BufferedWriter idx = Files.newBufferedWriter(dir.resolve("index.csv"), StandardCharsets.UTF_8)) {
            idx.write("version,page_no,file,page_type,is_new,txn_kind\n");
            emit(dir, idx, 0, previous, "initial");
            for (int v = 1; v <= settings.transactions(); v++) {
                String kind = transaction();
                emit(dir, idx, v, previous, kind);
            }
        }
        return dir;
    }

    /** One transaction with the real trace's mix of operations; returns its kind. */
    private String transaction() {
        clock += 1 + rng.nextInt(5000);
        double r = rng.nextDouble();
        String kind;
        if (r < 0.35 || files.size() < 8) {
            kind = "update";
            for (int n = 1 + rng.nextInt(3); n > 0; n--) {
                FileEntry f = pick();
                touch(f, true);
                bumpCounter(3, 1 + rng.nextInt(4096));
            }
        } else if (r < 0.55) {
            kind = "create";
            for (int n = 1 + rng.nextInt(4); n > 0; n--) {
                create(false);
            }
            touch(pick(), false);
            bumpCounter(0, 1);
        } else if (r < 0.65) {
            kind = "delete";
            for (int n = 1 + rng.nextInt(3); n > 0 && files.size() > 8; n--) {
                delete(pick());
            }
            bumpCounter(1, 1);
        } else if (r < 0.75) {
            kind = "rename";
            FileEntry f = pick();
            // New parent and name (same length, so the inode cell is rewritten in place), new index entry.
            f.index.leaf.remove(f.index);
            insertIndex(f);
            byte[] p = db.page(f.inode.leaf.pageNo);
            DbPages.put16(p, f.inode.offset + 10, rng.nextInt(1 + settings.files() / 20));
            for (int i = 0; i < f.nameLength; i++) {
                p[f.inode.offset + 12 + i] = (byte) ('a' + rng.nextInt(26));
            }
            putTime(p, fields(f) + 12);
            bumpCounter(2, 1);
        } else if (r < 0.85) {
            kind = "xattr";
            for (int n = 1 + rng.nextInt(2); n > 0; n--) {
                FileEntry f = pick();
                int len = 8 << rng.nextInt(3);
                if (f.xattr != null && f.xattr.length == 8 + len) {
                    byte[] p = db.page(f.xattr.leaf.pageNo);
                    for (int i = 0; i < len; i++) {
                        p[f.xattr.offset + 8 + i] = (byte) rng.nextInt(256);
                    }
                } else {
                    if (f.xattr != null) {
                        f.xattr.leaf.remove(f.xattr);
                    }
                    insertXattr(f, len);
                }
            }
        } else {
            kind = "touch";
            FileEntry f = pick();
            putTime(db.page(f.inode.leaf.pageNo), fields(f) + 6);
        }
        // Every transaction: txn_count += 1, header change counter (offset 24) and version-valid-for (offset 92).
        counterValue++;
        DbPages.put32(db.page(counters.pageNo), txnCounter.offset + txnCounter.length - 4, counterValue);
        DbPages.put32(db.page(1), 24, counterValue);
        DbPages.put32(db.page(1), 92, counterValue);
        return kind;
    }

    /**
     * Offset of the fixed fields of a file's inode cell. Cell layout: length (1), ino (2), record header (7),
     * parent (2), name (n), then at this offset mode (2), size (4), mtime (6), ctime (6), nlink (1).
     */
    private static int fields(FileEntry f) {
        return f.inode.offset + 12 + f.nameLength;
    }

    /** Writes size (when asked), mtime and ctime of a file's inode cell. */
    private void touch(FileEntry f, boolean size) {
        byte[] p = db.page(f.inode.leaf.pageNo);
        int at = fields(f);
        if (size) {
            DbPages.put32(p, at + 2, DbPages.get32(p, at + 2) + 1 + rng.nextInt(65536));
        }
        putTime(p, at + 6);
        putTime(p, at + 12);
    }

    private void create(boolean directory) {
        FileEntry f = new FileEntry(nextIno++, Math.pow(1 + rng.nextInt(Math.max(1, settings.files())), -settings.skew()));
        f.nameLength = 6 + rng.nextInt(14);
        // Rowids ascend: a new inode cell goes to the end of the rightmost leaf (SQLite's append case).
        byte[] cell = new byte[31 + f.nameLength];
        cell[0] = (byte) (cell.length - 1);
        DbPages.put16(cell, 1, (int) f.ino);
        for (int i = 0; i < f.nameLength; i++) {
            cell[12 + i] = (byte) ('a' + rng.nextInt(26));
        }
        DbPages.put16(cell, 10, directory ? 0 : rng.nextInt(1 + settings.files() / 20));
        cell[12 + f.nameLength] = (byte) (directory ? 0x41 : 0x81);
        cell[cell.length - 1] = 1;
        BTree.Leaf last = inodes.last();
        f.inode = last.insert(last.cells.size(), cell);
        putTime(db.page(f.inode.leaf.pageNo), fields(f) + 6);
        putTime(db.page(f.inode.leaf.pageNo), fields(f) + 12);
        insertIndex(f);
        if (!directory && rng.nextDouble() < 0.3) {
            insertXattr(f, 16);
        }
        files.add(f);
    }

    private void delete(FileEntry f) {
        f.inode.leaf.remove(f.inode);
        f.index.leaf.remove(f.index);
        if (f.xattr != null) {
            f.xattr.leaf.remove(f.xattr);
        }
        files.remove(f);
    }

    /** Index entries sort by (parent, name): a new one lands at a random place of a random leaf. */
    private void insertIndex(FileEntry f) {
        byte[] cell = text("i" + f.ino, 8 + f.nameLength);
        BTree.Leaf l = index.leaves.get(rng.nextInt(index.leaves.size()));
        f.index = l.insert(rng.nextInt(l.cells.size() + 1), cell);
    }

    private void insertXattr(FileEntry f, int valueBytes) {
        byte[] cell = new byte[8 + valueBytes];
        DbPages.put16(cell, 2, (int) f.ino);
        for (int i = 8; i < cell.length; i++) {
            cell[i] = (byte) rng.nextInt(256);
        }
        BTree.Leaf l = xattrs.leaves.get(rng.nextInt(xattrs.leaves.size()));
        f.xattr = l.insert(rng.nextInt(l.cells.size() + 1), cell);
    }

    private void bumpCounter(int which, int delta) {
        BTree.Cell c = otherCounters[which];
        byte[] p = db.page(counters.pageNo);
        int at = c.offset + c.length - 4;
        DbPages.put32(p, at, DbPages.get32(p, at) + delta);
    }

    /** A file chosen with probability proportional to its popularity weight (Zipf over a random ranking). */
    private FileEntry pick() {
        double total = 0;
        for (FileEntry f : files) {
            total += f.weight;
        }
        double x = rng.nextDouble() * total;
        for (FileEntry f : files) {
            x -= f.weight;
            if (x < 0) {
                return f;
            }
        }
        return files.get(files.size() - 1);
    }

    /** Writes every page that differs from its previous version (all pages at version 0). */
    private void emit(Path dir, BufferedWriter idx, int version, List<byte[]> previous, String kind)
            throws IOException {
        for (int i = 0; i < db.size(); i++) {
            byte[] now = db.page(i + 1);
            boolean isNew = i >= previous.size();
            if (!isNew && Arrays.equals(previous.get(i), now)) {
                continue;
            }
            int pageNo = i + 1;
            String name = String.format(Locale.ROOT, "pages/v%04d_p%05d.bin", version, pageNo);
            Files.write(dir.resolve(name), now);
            idx.write(version + "," + pageNo + "," + name + "," + type(now, pageNo) + "," + (isNew ? 1 : 0) + ","
                    + kind + "\n");
            if (isNew) {
                previous.add(now.clone());
            } else {
                previous.set(i, now.clone());
            }
        }
    }

    private static String type(byte[] p, int pageNo) {
        int t = p[pageNo == 1 ? HEADER_PAGE_OFFSET : 0] & 0xFF;
        return switch (t) {
            case BTree.LEAF -> "table_leaf";
            case BTree.INDEX_LEAF -> "index_leaf";
            case BTree.INTERIOR -> "table_interior";
            default -> String.format(Locale.ROOT, "other_0x%02x", t);
        };
    }

    private byte[] counterCell(String name) {
        byte[] c = new byte[4 + name.length() + 4];
        c[0] = (byte) (c.length - 1);
        System.arraycopy(name.getBytes(StandardCharsets.US_ASCII), 0, c, 4, name.length());
        return c;
    }

    private byte[] text(String s, int length) {
        byte[] c = new byte[length];
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(b, 0, c, 0, Math.min(b.length, length));
        for (int i = b.length; i < length; i++) {
            c[i] = (byte) ('a' + rng.nextInt(26));
        }
        return c;
    }

    /** A 6-byte big-endian millisecond timestamp: successive times differ in the low bytes only. */
    private void putTime(byte[] p, int at) {
        long t = clock;
        for (int i = 5; i >= 0; i--) {
            p[at + i] = (byte) t;
            t >>>= 8;
        }
    }


}
