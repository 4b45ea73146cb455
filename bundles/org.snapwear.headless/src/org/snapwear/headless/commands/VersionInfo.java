package org.snapwear.headless.commands;

import java.util.Map;

/**
 * What {@code snapwear version} reports; printed as it is by Gson (component names are the JSON names).
 *
 * @param bundles Snapwear bundle name to version, in the order {@link BundleVersions} lists them
 */
record VersionInfo(String version, String java, String os, Map<String, String> bundles) {
}
