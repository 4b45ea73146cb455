#!/usr/bin/env bash
# Sourced by spark-submit.sh and spark-cluster.sh: the JVM options Spark's own launcher (spark-class,
# org.apache.spark.launcher.JavaModuleOptions of Spark 4.2) adds on Java 17, for JVMs these scripts start without
# it: Spark and Netty reflect into these JDK packages. Without --add-modules=jdk.incubator.vector, which makes every
# JVM print a warning and which Spark uses only when present.
# shellcheck disable=SC2034
spark_java_options=(-XX:+IgnoreUnrecognizedVMOptions
    --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.invoke=ALL-UNNAMED
    --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.io=ALL-UNNAMED
    --add-opens=java.base/java.net=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED
    --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.util.concurrent=ALL-UNNAMED
    --add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED --add-opens=java.base/jdk.internal.ref=ALL-UNNAMED
    --add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-opens=java.base/sun.nio.cs=ALL-UNNAMED
    --add-opens=java.base/sun.security.action=ALL-UNNAMED --add-opens=java.base/sun.util.calendar=ALL-UNNAMED
    --add-opens=java.security.jgss/sun.security.krb5=ALL-UNNAMED
    -Dio.netty.tryReflectionSetAccessible=true -Dio.netty.allocator.type=pooled
    --enable-native-access=ALL-UNNAMED)
