/**
 * Tests of codec discovery: the extension point read through a real (non-OSGi) Equinox extension registry,
 * ServiceLoader discovery, priorities, and disabling of broken contributions.
 */
package org.snapwear.codec.tests.registry;
