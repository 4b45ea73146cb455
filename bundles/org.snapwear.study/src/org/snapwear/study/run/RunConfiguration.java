package org.snapwear.study.run;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.Hardware;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.Study;
import org.snapwear.study.fields.FieldTree;
import org.snapwear.study.mapping.BuddyMapping;
import org.snapwear.study.mapping.ClusterMapping;
import org.snapwear.study.mapping.SchemeMapping;
import org.snapwear.study.mapping.SlcMapping;
import org.snapwear.study.mapping.SsdMapping;

/**
 * Records the configuration a run actually used into its results: the engine configs as mapped from the study
 * (not the model's text), the resolved sources, and which analyses ran, so a report says exactly what produced
 * its numbers. Each part is a record ({@link SsdUsed}, {@link SchemeUsed}, ...) that lists its fields once; the
 * results store it as the ordered tree results.json holds ({@link FieldTree}).
 */
final class RunConfiguration {

    private RunConfiguration() {
    }

    static void record(RunContext context, RunOptions options, List<String> analyses) {
        Study study = context.study();
        var r = context.results();
        r.putConfiguration("study", study.getName());
        if (study.getDescription() != null && !study.getDescription().isEmpty()) {
            r.putConfiguration("description", study.getDescription());
        }
        List<SourceUsed> sources = new ArrayList<>();
        for (ResolvedSource s : context.sources()) {
            sources.add(SourceUsed.of(s));
        }
        r.putConfiguration("sources", FieldTree.ofAll(sources));
        List<SchemeUsed> schemes = new ArrayList<>();
        for (Scheme sc : study.getSchemes()) {
            schemes.add(new SchemeUsed(sc.getName(), SchemeMapping.spec(sc, options.threads())));
        }
        r.putConfiguration("schemes", FieldTree.ofAll(schemes));
        Hardware hw = study.getHardware();
        r.putConfiguration("ssd",
                FieldTree.of(new SsdUsed(SsdMapping.config(hw.getSsd()), SsdMapping.warmup(hw.getSsd()))));
        r.putConfiguration("slc",
                FieldTree.of(new SlcUsed(SlcMapping.config(hw.getSlc()), SlcMapping.codec(hw.getSlc()).id())));
        r.putConfiguration("buddy", FieldTree.of(new BuddyUsed(BuddyMapping.policy(hw.getBuddy()).label(),
                hw.getBuddy().getBuddyThreshold())));
        ClusterSettings c = hw.getCluster();
        int[] p = ClusterMapping.processes(c);
        r.putConfiguration("cluster", FieldTree.of(new ClusterUsed(
                p.length == 0 ? "none" : p[0] + ".." + p[p.length - 1] + " step " + c.getProcessesStep(),
                c.getCheckpointBytes(), c.getIoRate(), c.getFsBandwidth(), c.getCompressionSource().getLiteral(),
                c.getCompressionCodec(), c.getCompressionRatio(), c.getCompressionThroughput(),
                c.getCollectThroughput(), c.getBlockBytes(), c.getQueueLength())));
        r.putConfiguration("analyses", FieldTree.of(new AnalysesUsed(analyses,
                study.getAnalyses().getSnapDisValues(), study.getAnalyses().getStorageLimit())));
        r.putConfiguration("threads", options.threads());
    }
}
