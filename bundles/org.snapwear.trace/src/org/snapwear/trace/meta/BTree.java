package org.snapwear.trace.meta;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.snapwear.trace.meta.DbPages.PAGE_BYTES;

/**
 * A B-tree of {@link MetadataTraceGenerator}'s database: an interior root page with one 8-byte cell per leaf,
 * leaves in key order; leaves hold SQLite-like cell pointer arrays and cells, and are defragmented, then split,
 * when full.
 */
final class BTree {
    static final int LEAF = 0x0D;
    static final int INDEX_LEAF = 0x0A;
    static final int INTERIOR = 0x05;

    final Leaf root;
    final List<Leaf> leaves = new ArrayList<>();
    final int leafType;
    private final DbPages db;

    BTree(DbPages db, int leafType) {
        this.db = db;
        this.leafType = leafType;
        this.root = new Leaf(db, db.newPage(), INTERIOR, 0, this);
        addLeaf(0);
    }

    Leaf addLeaf(int at) {
        Leaf l = new Leaf(db, db.newPage(), leafType, 0, this);
        leaves.add(at, l);
        byte[] cell = new byte[8];
        DbPages.put32(cell, 0, l.pageNo);
        DbPages.put32(cell, 4, db.rng.nextInt());
        root.insert(at, cell);
        return l;
    }

    /** Moves the upper half of a full leaf's cells to a new leaf right of it; returns the new leaf. */
    Leaf split(Leaf full) {
        Leaf right = addLeaf(leaves.indexOf(full) + 1);
        byte[] p = db.page(full.pageNo);
        int half = full.cells.size() / 2;
        List<Cell> moved = new ArrayList<>(full.cells.subList(half, full.cells.size()));
        full.cells.subList(half, full.cells.size()).clear();
        for (Cell c : moved) {
            byte[] content = Arrays.copyOfRange(p, c.offset, c.offset + c.length);
            right.contentStart -= c.length;
            c.offset = right.contentStart;
            c.leaf = right;
            System.arraycopy(content, 0, db.page(right.pageNo), c.offset, c.length);
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

    /** A cell of a leaf: where it lies now (defragmentation and splits move it). */
    static final class Cell {
        Leaf leaf;
        int offset;
        final int length;

        Cell(int length) {
            this.length = length;
        }
    }

    /** A B-tree leaf (or the counters page) with its cells in pointer-array order. */
    static final class Leaf {
        final int pageNo;
        final int type;
        final int hdr;
        final List<Cell> cells = new ArrayList<>();
        int contentStart = PAGE_BYTES;
        final BTree table;
        private final DbPages db;

        /** A leaf (or another page with a b-tree header at {@code hdr}) of {@code table}, or of no table. */
        Leaf(DbPages db, int pageNo, int type, int hdr, BTree table) {
            this.db = db;
            this.pageNo = pageNo;
            this.type = type;
            this.hdr = hdr;
            this.table = table;
            byte[] p = db.page(pageNo);
            p[hdr] = (byte) type;
            writeHeader();
        }

        int free() {
            return contentStart - (hdr + 8 + 2 * cells.size());
        }

        void writeHeader() {
            byte[] p = db.page(pageNo);
            DbPages.put16(p, hdr + 3, cells.size());
            DbPages.put16(p, hdr + 5, contentStart == PAGE_BYTES ? 0 : contentStart);
        }

        void writePointers(int from) {
            byte[] p = db.page(pageNo);
            for (int i = from; i < cells.size(); i++) {
                DbPages.put16(p, hdr + 8 + 2 * i, cells.get(i).offset);
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
            System.arraycopy(content, 0, db.page(pageNo), c.offset, content.length);
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
            byte[] p = db.page(pageNo);
            writePointers(at);
            DbPages.put16(p, hdr + 8 + 2 * cells.size(), 0);
            DbPages.put16(p, c.offset, 0);
            DbPages.put16(p, c.offset + 2, c.length);
            writeHeader();
        }

        /** Defragments: live cells packed at the end of the page (what SQLite does when free space is scattered). */
        void rebuild() {
            byte[] p = db.page(pageNo);
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
}
