package org.snapwear.trace.generator;

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
 * {@link org.snapwear.trace.meta.MetaVersionTrace} reads ({@code index.csv} + {@code pages/vVVVV_pPPPPP.bin}), so
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
    public static final int PAGE_BYTES = 4096;
    private static final int LEAF = 0x0D;
    private static final int INDEX_LEAF = 0x0A;
    private static final int INTERIOR = 0x05;
    /** Page 1 starts with the 100-byte database header; its b-tree header follows. */
    private static final int HEADER_PAGE_OFFSET = 100;

    /** A cell of a leaf: where it lies now (defragmentation and splits move it). */
    private static final class Cell {
        Leaf leaf;
        int offset;
        final int length;

        Cell(int length) {
            this.length = length;
        }
    }

    /** A B-tree leaf (or the counters page) with its cells in pointer-array order. */
    private final class Leaf {
        final int pageNo;
        final int type;
        final int hdr;
        final List<Cell> cells = new ArrayList<>();
        int contentStart = PAGE_BYTES;
        final Table table;

        Leaf(int pageNo, int type, int hdr, Table table) {
            this.pageNo = pageNo;
            this.type = type;
            this.hdr = hdr;
            this.table = table;
            byte[] p = page(pageNo);
            p[hdr] = (byte) type;
            writeHeader();
        }

        int free() {
            return contentStart - (hdr + 8 + 2 * cells.size());
        }

        void writeHeader() {
            byte[] p = page(pageNo);
            put16(p, hdr + 3, cells.size());
            put16(p, hdr + 5, contentStart == PAGE_BYTES ? 0 : contentStart);
        }

        void writePointers(int from) {
            byte[] p = page(pageNo);
            for (int i = from; i < cells.size(); i++) {
                put16(p, hdr + 8 + 2 * i, cells.get(i).offset);
            }
        }

        /** Inserts a cell at pointer position {@code pos}; the leaf is rebuilt or split when it is full. */
        Cell insert(int pos, byte[] content) {
            if (free() < content.length + 2) {
                rebuild();
            }
            if (free() < content.length + 2) {
                Leaf right = table.split(this);
                if (pos > cells.size()) {
                    return right.insert(Math.min(pos - cells.size(), right.cells.size()), content);
                }
            }
            Cell c = new Cell(content.length);
            c.leaf = this;
            contentStart -= content.length;
            c.offset = contentStart;
            System.arraycopy(content, 0, page(pageNo), c.offset, content.length);
            int at = Math.min(pos, cells.size());
            cells.add(at, c);
            writePointers(at);
            writeHeader();
            return c;
        }

        /** Removes a cell: the pointer array shifts, the cell becomes a freeblock (its bytes stay). */
        void remove(Cell c) {
            int at = cells.indexOf(c);
            cells.remove(at);
            byte[] p = page(pageNo);
            writePointers(at);
            put16(p, hdr + 8 + 2 * cells.size(), 0);
            put16(p, c.offset, 0);
            put16(p, c.offset + 2, c.length);
            writeHeader();
        }

        /** Defragments: live cells packed at the end of the page (what SQLite does when free space is scattered). */
        void rebuild() {
            byte[] p = page(pageNo);
            byte[][] contents = new byte[cells.size()][];
            for (int i = 0; i < cells.size(); i++) {
                Cell c = cells.get(i);
                contents[i] = Arrays.copyOfRange(p, c.offset, c.offset + c.length);
            }
            Arrays.fill(p, hdr + 8, PAGE_BYTES, (byte) 0);
            contentStart = PAGE_BYTES;
            for (int i = 0; i < cells.size(); i++) {
                Cell c = cells.get(i);
                contentStart -= c.length;
                c.offset = contentStart;
                System.arraycopy(contents[i], 0, p, c.offset, c.length);
            }
            writePointers(0);
            writeHeader();
        }
    }

    /** A B-tree: an interior root page with one 8-byte cell per leaf, leaves in key order. */
    private final class Table {
        final Leaf root;
        final List<Leaf> leaves = new ArrayList<>();
        final int leafType;

        Table(int leafType) {
            this.leafType = leafType;
            this.root = new Leaf(newPage(), INTERIOR, 0, this);
            addLeaf(0);
        }

        Leaf addLeaf(int at) {
            Leaf l = new Leaf(newPage(), leafType, 0, this);
            leaves.add(at, l);
            byte[] cell = new byte[8];
            put32(cell, 0, l.pageNo);
            put32(cell, 4, rng.nextInt());
            root.insert(at, cell);
            return l;
        }

        /** Moves the upper half of a full leaf's cells to a new leaf right of it; returns the new leaf. */
        Leaf split(Leaf full) {
            Leaf right = addLeaf(leaves.indexOf(full) + 1);
            byte[] p = page(full.pageNo);
            int half = full.cells.size() / 2;
            List<Cell> moved = new ArrayList<>(full.cells.subList(half, full.cells.size()));
            full.cells.subList(half, full.cells.size()).clear();
            for (Cell c : moved) {
                byte[] content = Arrays.copyOfRange(p, c.offset, c.offset + c.length);
                right.contentStart -= c.length;
                c.offset = right.contentStart;
                c.leaf = right;
                System.arraycopy(content, 0, page(right.pageNo), c.offset, c.length);
                right.cells.add(c);
            }
            right.writePointers(0);
            right.writeHeader();
            full.rebuild();
            return right;
        }

        Leaf last() {
            return leaves.get(leaves.size() - 1);
        }
    }

    /** A catalog entry: its inode cell, its index cell and, for some, an xattr cell. */
    private static final class FileEntry {
        final long ino;
        int nameLength;
        Cell inode;
        Cell index;
        Cell xattr;
        final double weight;

        FileEntry(long ino, double weight) {
            this.ino = ino;
            this.weight = weight;
        }
    }

    private final Settings settings;
    private final SplittableRandom rng;
    private final List<byte[]> pages = new ArrayList<>();
    private final List<FileEntry> files = new ArrayList<>();
    private long nextIno = 1;
    private long clock = 1_700_000_000_000L;
    private int counterValue;
    private Table inodes;
    private Table index;
    private Table xattrs;
    private Leaf counters;
    private Cell txnCounter;
    private final Cell[] otherCounters = new Cell[4];

    private MetadataTraceGenerator(Settings settings) {
        this.settings = settings;
        this.rng = new SplittableRandom(settings.seed());
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
        byte[] p1 = page(newPage());
        byte[] magic = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(magic, 0, p1, 0, magic.length);
        put16(p1, 16, PAGE_BYTES);
        Leaf schema = new Leaf(1, LEAF, HEADER_PAGE_OFFSET, null);
        for (String s : new String[] {"table inode", "index inode_parent_name", "table xattr", "table counters"}) {
            schema.insert(schema.cells.size(), text(s + " CREATE " + s.toUpperCase(Locale.ROOT) + "(...)", 60));
        }
        inodes = new Table(LEAF);
        index = new Table(INDEX_LEAF);
        xattrs = new Table(INDEX_LEAF);
        counters = new Leaf(newPage(), LEAF, 0, null);
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
            byte[] p = page(f.inode.leaf.pageNo);
            put16(p, f.inode.offset + 10, rng.nextInt(1 + settings.files() / 20));
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
                    byte[] p = page(f.xattr.leaf.pageNo);
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
            putTime(page(f.inode.leaf.pageNo), fields(f) + 6);
        }
        // Every transaction: txn_count += 1, header change counter (offset 24) and version-valid-for (offset 92).
        counterValue++;
        put32(page(counters.pageNo), txnCounter.offset + txnCounter.length - 4, counterValue);
        put32(page(1), 24, counterValue);
        put32(page(1), 92, counterValue);
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
        byte[] p = page(f.inode.leaf.pageNo);
        int at = fields(f);
        if (size) {
            put32(p, at + 2, get32(p, at + 2) + 1 + rng.nextInt(65536));
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
        put16(cell, 1, (int) f.ino);
        for (int i = 0; i < f.nameLength; i++) {
            cell[12 + i] = (byte) ('a' + rng.nextInt(26));
        }
        put16(cell, 10, directory ? 0 : rng.nextInt(1 + settings.files() / 20));
        cell[12 + f.nameLength] = (byte) (directory ? 0x41 : 0x81);
        cell[cell.length - 1] = 1;
        Leaf last = inodes.last();
        f.inode = last.insert(last.cells.size(), cell);
        putTime(page(f.inode.leaf.pageNo), fields(f) + 6);
        putTime(page(f.inode.leaf.pageNo), fields(f) + 12);
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
        Leaf l = index.leaves.get(rng.nextInt(index.leaves.size()));
        f.index = l.insert(rng.nextInt(l.cells.size() + 1), cell);
    }

    private void insertXattr(FileEntry f, int valueBytes) {
        byte[] cell = new byte[8 + valueBytes];
        put16(cell, 2, (int) f.ino);
        for (int i = 8; i < cell.length; i++) {
            cell[i] = (byte) rng.nextInt(256);
        }
        Leaf l = xattrs.leaves.get(rng.nextInt(xattrs.leaves.size()));
        f.xattr = l.insert(rng.nextInt(l.cells.size() + 1), cell);
    }

    private void bumpCounter(int which, int delta) {
        Cell c = otherCounters[which];
        byte[] p = page(counters.pageNo);
        int at = c.offset + c.length - 4;
        put32(p, at, get32(p, at) + delta);
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
        for (int i = 0; i < pages.size(); i++) {
            byte[] now = pages.get(i);
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
            case LEAF -> "table_leaf";
            case INDEX_LEAF -> "index_leaf";
            case INTERIOR -> "table_interior";
            default -> String.format(Locale.ROOT, "other_0x%02x", t);
        };
    }

    private int newPage() {
        pages.add(new byte[PAGE_BYTES]);
        return pages.size();
    }

    private byte[] page(int pageNo) {
        return pages.get(pageNo - 1);
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

    private static void put16(byte[] p, int at, int v) {
        p[at] = (byte) (v >>> 8);
        p[at + 1] = (byte) v;
    }

    private static void put32(byte[] p, int at, int v) {
        p[at] = (byte) (v >>> 24);
        p[at + 1] = (byte) (v >>> 16);
        p[at + 2] = (byte) (v >>> 8);
        p[at + 3] = (byte) v;
    }

    private static int get32(byte[] p, int at) {
        return ((p[at] & 0xFF) << 24) | ((p[at + 1] & 0xFF) << 16) | ((p[at + 2] & 0xFF) << 8) | (p[at + 3] & 0xFF);
    }
}
