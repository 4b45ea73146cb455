package org.snapwear.study.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.Hardware;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.BuddyMapping;
import org.snapwear.study.mapping.ClusterMapping;
import org.snapwear.study.mapping.SchemeMapping;
import org.snapwear.study.mapping.SlcMapping;
import org.snapwear.study.mapping.SsdMapping;

/**
 * Records the configuration a run actually used into its results: the engine configs as mapped from the study
 * (not the model's text), the resolved sources, and which analyses ran, so a report says exactly what produced
 * its numbers.
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
        List<Object> sources = new ArrayList<>();
        for (ResolvedSource s : context.sources()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", s.name());
            m.put("directory", s.directory().toString());
            m.put("snapshots", s.sequence().size());
            m.put("generated", s.generated());
            sources.add(m);
        }
        r.putConfiguration("sources", sources);
        List<Object> schemes = new ArrayList<>();
        for (Scheme sc : study.getSchemes()) {
            SchemeSpec spec = SchemeMapping.spec(sc, options.threads());
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", sc.getName());
            m.put("codec", spec.deltaCodec());
            m.put("baseline_codec", spec.baselineCodec());
            m.put("mode", spec.mode().id());
            m.put("snap_dis", spec.snapDis());
            m.put("unit", spec.unit());
            m.put("first_iteration", spec.firstIteration());
            m.put("threads", spec.threads());
            schemes.add(m);
        }
        r.putConfiguration("schemes", schemes);
        Hardware hw = study.getHardware();
        SsdConfig ssd = SsdMapping.config(hw.getSsd());
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("channels", ssd.channels());
        s.put("chips_per_channel", ssd.chipsPerChannel());
        s.put("blocks_per_chip", ssd.blocksPerChip());
        s.put("pages_per_block", ssd.pagesPerBlock());
        s.put("page_bytes", ssd.pageBytes());
        s.put("byte_transfer_ms", ssd.byteTransferMs());
        s.put("page_read_ms", ssd.pageReadMs());
        s.put("page_write_ms", ssd.pageWriteMs());
        s.put("block_erase_ms", ssd.blockEraseMs());
        s.put("over_provisioning", ssd.overProvisioning());
        s.put("op_convention", ssd.opConvention().name());
        s.put("gc_threshold", ssd.gcThreshold());
        s.put("policy", ssd.policy().name());
        s.put("d_choices", ssd.dChoices());
        s.put("wear_level_threshold", ssd.wearLevelThreshold());
        s.put("host_timing", ssd.hostTiming().name());
        s.put("seed", ssd.seed());
        WarmupState w = SsdMapping.warmup(hw.getSsd());
        if (w != null) {
            s.put("warmup_valid_blocks", w.validBlocks());
            s.put("warmup_invalid_blocks", w.invalidBlocks());
            s.put("warmup_free_blocks", w.freeBlocks());
            s.put("warmup_layout", w.layout().name());
        } else {
            s.put("warmup", "none (fresh device)");
        }
        r.putConfiguration("ssd", s);
        SlcConfig slc = SlcMapping.config(hw.getSlc());
        Map<String, Object> l = new LinkedHashMap<>();
        l.put("page_bytes", slc.pageBytes());
        l.put("delta_region_bytes", slc.deltaRegionBytes());
        l.put("nop", slc.nop() == Integer.MAX_VALUE ? "unlimited" : slc.nop());
        l.put("read_us", slc.readMicros());
        l.put("write_us", slc.writeMicros());
        l.put("codec", SlcMapping.codec(hw.getSlc()).id());
        r.putConfiguration("slc", l);
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("target", BuddyMapping.policy(hw.getBuddy()).label());
        b.put("buddy_threshold", hw.getBuddy().getBuddyThreshold());
        r.putConfiguration("buddy", b);
        ClusterSettings c = hw.getCluster();
        Map<String, Object> k = new LinkedHashMap<>();
        int[] p = ClusterMapping.processes(c);
        k.put("processes", p.length == 0 ? "none" : p[0] + ".." + p[p.length - 1] + " step " + c.getProcessesStep());
        k.put("checkpoint_bytes", c.getCheckpointBytes());
        k.put("io_rate", c.getIoRate());
        k.put("fs_bandwidth", c.getFsBandwidth());
        k.put("compression_source", c.getCompressionSource().getLiteral());
        k.put("compression_codec", c.getCompressionCodec());
        k.put("compression_ratio", c.getCompressionRatio());
        k.put("compression_throughput", c.getCompressionThroughput());
        k.put("collect_throughput", c.getCollectThroughput());
        k.put("block_bytes", c.getBlockBytes());
        k.put("queue_length", c.getQueueLength());
        r.putConfiguration("cluster", k);
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("ran", List.copyOf(analyses));
        a.put("snap_dis_values", List.copyOf(study.getAnalyses().getSnapDisValues()));
        a.put("storage_limit_snapshots", study.getAnalyses().getStorageLimit());
        r.putConfiguration("analyses", a);
        r.putConfiguration("threads", options.threads());
    }
}
