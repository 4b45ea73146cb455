package org.snapwear.gpu.pccr;

/**
 * Data series of Fig. 4 / Fig. 12: checkpoint time against the number of processes p = 1..pMax for the
 * uncompressed, serial-compression and pipelined schemes, with the model's characteristic points.
 */
public record PccrCurves(int[] processes, double[] uncompressed, double[] serial, double[] pipelined, double k,
        double kPrime, double kDoublePrime, double beneficialPoint, double pipelinedBeneficialPoint) {

    public static PccrCurves of(PccrModel model, int pMax) {
        if (pMax < 1) {
            throw new IllegalArgumentException("pMax must be at least 1");
        }
        int[] p = new int[pMax];
        double[] tu = new double[pMax];
        double[] tz = new double[pMax];
        double[] tp = new double[pMax];
        for (int i = 0; i < pMax; i++) {
            p[i] = i + 1;
            tu[i] = model.tu(i + 1);
            tz[i] = model.tz(i + 1);
            tp[i] = model.tp(i + 1);
        }
        return new PccrCurves(p, tu, tz, tp, model.k(), model.kPrime(), model.kDoublePrime(),
                model.beneficialPoint(), model.pipelinedBeneficialPoint());
    }
}
