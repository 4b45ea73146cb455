package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.ssd.HostTiming;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;

/** Timing against hand computation with Table 4 latencies: transfer 4096 x 25 ns, program 200 us, read 25 us. */
class TimingTest {
    private static final long XFER = 4096L * 25;
    private static final long PROG = 200_000;
    private static final long READ = 25_000;

    private static SsdConfig cfg(HostTiming t) {
        return SsdConfig.builder().blocksPerChip(64).hostTiming(t).build();
    }

    @Test
    void channelsWorkInParallel() {
        Ssd ssd = new Ssd(cfg(HostTiming.PER_CHANNEL));
        for (int i = 0; i < 8; i++) {
            assertEquals(XFER + PROG, ssd.write(i, 0));
        }
        // The ninth page goes to channel 0 again and waits for its chip.
        assertEquals(2 * (XFER + PROG), ssd.write(8, 0));
        // Reads: sense then transfer, after the chip is idle.
        long idle = ssd.now();
        assertEquals(idle + READ + XFER, ssd.read(3, idle));
        assertEquals(idle, ssd.read(100, idle)); // unmapped: no flash access
        var m = ssd.metrics();
        assertEquals(9 * 0.2, m.writeTimeMs(), 1e-9);
        assertEquals(0.025, m.readTimeMs(), 1e-9);
        assertEquals(1, m.unmappedReads());
    }

    @Test
    void sharedHostBusSerialisesTransfers() {
        Ssd ssd = new Ssd(cfg(HostTiming.SHARED_HOST_BUS));
        for (int i = 0; i < 8; i++) {
            assertEquals((i + 1) * XFER + PROG, ssd.write(i, 0));
        }
    }

    @Test
    void restoreTimeOfManyPagesIsChannelBound() {
        // n pages striped over 8 channels, read back: ceil(n / 8) x (read + transfer).
        Ssd ssd = new Ssd(cfg(HostTiming.PER_CHANNEL));
        int n = 1000;
        for (int i = 0; i < n; i++) {
            ssd.write(i, 0);
        }
        long t0 = ssd.now();
        long done = 0;
        for (int i = 0; i < n; i++) {
            done = Math.max(done, ssd.read(i, t0));
        }
        assertEquals((n + 7) / 8 * (READ + XFER), done - t0);
    }

    @Test
    void gcWorkIsTimed() {
        SsdConfig c = SsdConfig.builder().channels(1).blocksPerChip(16).pagesPerBlock(8).overProvisioning(0.5)
                .gcThreshold(0.0).policy(VictimPolicy.FIFO).build();
        Ssd ssd = new Ssd(c);
        for (int r = 0; r < 10; r++) {
            for (int l = 0; l < c.userPages(); l++) {
                ssd.write(l, 0);
            }
        }
        var m = ssd.metrics();
        assertEquals(m.erases() * 1.5, m.eraseTimeMs(), 1e-9);
        assertEquals(m.flashPagesProgrammed() * 0.2, m.writeTimeMs(), 1e-9);
        assertEquals(m.gcCopiedPages() * 0.025, m.readTimeMs(), 1e-9);
        // One chip, everything serial: makespan = all busy time (transfers + programs + copies + erases).
        assertEquals(m.hostPagesWritten() * 0.1024 + m.writeTimeMs() + m.readTimeMs() + m.eraseTimeMs(), m.simTimeMs(), 1e-6);
    }
}
