package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.zip.CRC32C;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.store.internal.ContentCrc32c;

/** The content CRC is CRC32C of all bytes but the last few, however the bytes arrive (single bytes, any splits). */
class ContentCrc32cTest {

    private static long prefixCrc(byte[] data, int length) {
        CRC32C c = new CRC32C();
        c.update(data, 0, length);
        return c.getValue();
    }

    @Test
    void leavesOutTheLastBytesWhateverTheSplits() {
        Random r = new Random(18);
        for (int trailer : new int[] {0, 1, 4, 9}) {
            for (int round = 0; round < 200; round++) {
                byte[] data = new byte[r.nextInt(40)];
                r.nextBytes(data);
                ContentCrc32c crc = new ContentCrc32c(trailer);
                int pos = 0;
                while (pos < data.length) {
                    int n = Math.min(data.length - pos, r.nextInt(7));
                    if (n == 1 && r.nextBoolean()) {
                        crc.update(data[pos]);
                    } else {
                        crc.update(data, pos, n);
                    }
                    pos += n;
                }
                assertEquals(prefixCrc(data, Math.max(0, data.length - trailer)), crc.getValue(),
                        "trailer " + trailer + ", " + data.length + " bytes");
                crc.reset();
                crc.update(data, 0, data.length);
                assertEquals(prefixCrc(data, Math.max(0, data.length - trailer)), crc.getValue(), "after reset");
            }
        }
    }
}
