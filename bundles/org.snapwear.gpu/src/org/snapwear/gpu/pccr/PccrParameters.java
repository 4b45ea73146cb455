package org.snapwear.gpu.pccr;

/**
 * Inputs of the PCCR time model, in bytes and seconds.
 *
 * @param sizeBytes    S, local checkpoint size of one process
 * @param ioRate       b, the rate at which one process delivers checkpoint data to the file system, in bytes
 *                     of checkpoint (uncompressed) per second; compressed data uses delta x b of the shared
 *                     bandwidth (this reading is what makes the paper's k' = k / delta hold)
 * @param fsBandwidth  Bf, file-system bandwidth shared by all processes, bytes per second
 * @param collectSeconds Tc(S), time to collect (profile) the checkpoint data of one process
 * @param zipSeconds   Tzip(S), time to compress it
 * @param delta        compression rate: compressed size / original size
 */
public record PccrParameters(double sizeBytes, double ioRate, double fsBandwidth, double collectSeconds,
        double zipSeconds, double delta) {

    public PccrParameters {
        if (!(sizeBytes > 0) || !(ioRate > 0) || !(fsBandwidth > 0)) {
            throw new IllegalArgumentException("size, I/O rate and file-system bandwidth must be positive");
        }
        if (!(collectSeconds >= 0) || !(zipSeconds >= 0)) {
            throw new IllegalArgumentException("collect and compression times must be non-negative");
        }
        if (!(delta > 0) || delta > 1.5) {
            throw new IllegalArgumentException("compression rate delta must be in (0, 1.5], got " + delta);
        }
    }

    /**
     * Parameters from rates: Tc = S / collectRate (0 if collectRate is infinite), Tzip = S / zipRate, and
     * delta = 1 / ratio.
     */
    public static PccrParameters fromRates(double sizeBytes, double ioRate, double fsBandwidth, double collectRate,
            double zipRate, double ratio) {
        if (!(zipRate > 0) || !(collectRate > 0) || !(ratio > 0)) {
            throw new IllegalArgumentException("rates and compression ratio must be positive");
        }
        return new PccrParameters(sizeBytes, ioRate, fsBandwidth,
                Double.isInfinite(collectRate) ? 0 : sizeBytes / collectRate, sizeBytes / zipRate, 1.0 / ratio);
    }
}
