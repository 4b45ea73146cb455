package org.snapwear.spark.compress;

import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import org.snapwear.spark.io.HadoopConf;

/** Stage 1's task function: prepares one part. */
final class PrepareTask implements Function<PartTask, PreparedPart> {
    private static final long serialVersionUID = 1L;
    private final Broadcast<HadoopConf> conf;

    PrepareTask(Broadcast<HadoopConf> conf) {
        this.conf = conf;
    }

    @Override
    public PreparedPart call(PartTask task) throws Exception {
        return PartWork.prepare(task, conf.value());
    }
}
