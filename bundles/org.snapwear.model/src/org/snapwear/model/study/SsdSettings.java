/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Ssd Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Page-mapped SSD: geometry, timing, over-provisioning, garbage collection and warm-up ([Delta snapshots, docs/papers.md#delta-snapshots], Tables 4 and 8).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getChannels <em>Channels</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getChipsPerChannel <em>Chips Per Channel</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getBlocksPerChip <em>Blocks Per Chip</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getPagesPerBlock <em>Pages Per Block</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getPageBytes <em>Page Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getByteTransferMs <em>Byte Transfer Ms</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getPageReadMs <em>Page Read Ms</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getPageWriteMs <em>Page Write Ms</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getBlockEraseMs <em>Block Erase Ms</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getOverProvisioning <em>Over Provisioning</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getOpConvention <em>Op Convention</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getGcThreshold <em>Gc Threshold</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getGcPolicy <em>Gc Policy</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getDChoices <em>DChoices</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getWearLevelThreshold <em>Wear Level Threshold</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getHostTiming <em>Host Timing</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getSeed <em>Seed</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getWarmupValid <em>Warmup Valid</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getWarmupInvalid <em>Warmup Invalid</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getWarmupFree <em>Warmup Free</em>}</li>
 *   <li>{@link org.snapwear.model.study.SsdSettings#getWarmupLayout <em>Warmup Layout</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='channelsPositive chipsPerChannelPositive blocksPerChipAtLeastTwo pagesPerBlockPositive pageBytesPositive deviceNotTooLarge latenciesNonNegative overProvisioningInRange gcThresholdInRange dChoicesPositive wearLevelThresholdNonNegative warmupFractionsInRange warmupFractionsSum'"
 * @generated
 */
public interface SsdSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Channels</b></em>' attribute.
	 * The default value is <code>"8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Channels, working in parallel. Unit: channels.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Channels</em>' attribute.
	 * @see #setChannels(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_Channels()
	 * @model default="8"
	 * @generated
	 */
	int getChannels();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getChannels <em>Channels</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Channels</em>' attribute.
	 * @see #getChannels()
	 * @generated
	 */
	void setChannels(int value);

	/**
	 * Returns the value of the '<em><b>Chips Per Channel</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Chips per channel. Unit: chips.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Chips Per Channel</em>' attribute.
	 * @see #setChipsPerChannel(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_ChipsPerChannel()
	 * @model default="1"
	 * @generated
	 */
	int getChipsPerChannel();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getChipsPerChannel <em>Chips Per Channel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Chips Per Channel</em>' attribute.
	 * @see #getChipsPerChannel()
	 * @generated
	 */
	void setChipsPerChannel(int value);

	/**
	 * Returns the value of the '<em><b>Blocks Per Chip</b></em>' attribute.
	 * The default value is <code>"16384"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Erase blocks per chip. Unit: blocks.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Blocks Per Chip</em>' attribute.
	 * @see #setBlocksPerChip(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_BlocksPerChip()
	 * @model default="16384"
	 * @generated
	 */
	int getBlocksPerChip();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getBlocksPerChip <em>Blocks Per Chip</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Blocks Per Chip</em>' attribute.
	 * @see #getBlocksPerChip()
	 * @generated
	 */
	void setBlocksPerChip(int value);

	/**
	 * Returns the value of the '<em><b>Pages Per Block</b></em>' attribute.
	 * The default value is <code>"64"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Pages per erase block. Unit: pages.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pages Per Block</em>' attribute.
	 * @see #setPagesPerBlock(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_PagesPerBlock()
	 * @model default="64"
	 * @generated
	 */
	int getPagesPerBlock();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getPagesPerBlock <em>Pages Per Block</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pages Per Block</em>' attribute.
	 * @see #getPagesPerBlock()
	 * @generated
	 */
	void setPagesPerBlock(int value);

	/**
	 * Returns the value of the '<em><b>Page Bytes</b></em>' attribute.
	 * The default value is <code>"4096"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Page size. Unit: bytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Page Bytes</em>' attribute.
	 * @see #setPageBytes(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_PageBytes()
	 * @model default="4096"
	 * @generated
	 */
	int getPageBytes();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getPageBytes <em>Page Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Page Bytes</em>' attribute.
	 * @see #getPageBytes()
	 * @generated
	 */
	void setPageBytes(int value);

	/**
	 * Returns the value of the '<em><b>Byte Transfer Ms</b></em>' attribute.
	 * The default value is <code>"2.5E-5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Transfer time per byte. Unit: ms.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Byte Transfer Ms</em>' attribute.
	 * @see #setByteTransferMs(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_ByteTransferMs()
	 * @model default="2.5E-5"
	 * @generated
	 */
	double getByteTransferMs();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getByteTransferMs <em>Byte Transfer Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Byte Transfer Ms</em>' attribute.
	 * @see #getByteTransferMs()
	 * @generated
	 */
	void setByteTransferMs(double value);

	/**
	 * Returns the value of the '<em><b>Page Read Ms</b></em>' attribute.
	 * The default value is <code>"0.025"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Page read latency. Unit: ms.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Page Read Ms</em>' attribute.
	 * @see #setPageReadMs(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_PageReadMs()
	 * @model default="0.025"
	 * @generated
	 */
	double getPageReadMs();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getPageReadMs <em>Page Read Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Page Read Ms</em>' attribute.
	 * @see #getPageReadMs()
	 * @generated
	 */
	void setPageReadMs(double value);

	/**
	 * Returns the value of the '<em><b>Page Write Ms</b></em>' attribute.
	 * The default value is <code>"0.2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Page program latency. Unit: ms.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Page Write Ms</em>' attribute.
	 * @see #setPageWriteMs(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_PageWriteMs()
	 * @model default="0.2"
	 * @generated
	 */
	double getPageWriteMs();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getPageWriteMs <em>Page Write Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Page Write Ms</em>' attribute.
	 * @see #getPageWriteMs()
	 * @generated
	 */
	void setPageWriteMs(double value);

	/**
	 * Returns the value of the '<em><b>Block Erase Ms</b></em>' attribute.
	 * The default value is <code>"1.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Block erase latency. Unit: ms.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Block Erase Ms</em>' attribute.
	 * @see #setBlockEraseMs(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_BlockEraseMs()
	 * @model default="1.5"
	 * @generated
	 */
	double getBlockEraseMs();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getBlockEraseMs <em>Block Erase Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Block Erase Ms</em>' attribute.
	 * @see #getBlockEraseMs()
	 * @generated
	 */
	void setBlockEraseMs(double value);

	/**
	 * Returns the value of the '<em><b>Over Provisioning</b></em>' attribute.
	 * The default value is <code>"0.15"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Spare fraction, interpreted by opConvention. Unit: fraction.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Over Provisioning</em>' attribute.
	 * @see #setOverProvisioning(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_OverProvisioning()
	 * @model default="0.15"
	 * @generated
	 */
	double getOverProvisioning();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getOverProvisioning <em>Over Provisioning</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Over Provisioning</em>' attribute.
	 * @see #getOverProvisioning()
	 * @generated
	 */
	void setOverProvisioning(double value);

	/**
	 * Returns the value of the '<em><b>Op Convention</b></em>' attribute.
	 * The default value is <code>"SPARE_OVER_USER"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.OverProvisioningConvention}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Over-provisioning convention.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Op Convention</em>' attribute.
	 * @see org.snapwear.model.study.OverProvisioningConvention
	 * @see #setOpConvention(OverProvisioningConvention)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_OpConvention()
	 * @model default="SPARE_OVER_USER"
	 * @generated
	 */
	OverProvisioningConvention getOpConvention();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getOpConvention <em>Op Convention</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Op Convention</em>' attribute.
	 * @see org.snapwear.model.study.OverProvisioningConvention
	 * @see #getOpConvention()
	 * @generated
	 */
	void setOpConvention(OverProvisioningConvention value);

	/**
	 * Returns the value of the '<em><b>Gc Threshold</b></em>' attribute.
	 * The default value is <code>"0.05"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fraction of each chip's blocks that GC keeps free. Unit: fraction.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gc Threshold</em>' attribute.
	 * @see #setGcThreshold(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_GcThreshold()
	 * @model default="0.05"
	 * @generated
	 */
	double getGcThreshold();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getGcThreshold <em>Gc Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gc Threshold</em>' attribute.
	 * @see #getGcThreshold()
	 * @generated
	 */
	void setGcThreshold(double value);

	/**
	 * Returns the value of the '<em><b>Gc Policy</b></em>' attribute.
	 * The default value is <code>"greedy"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.GcPolicy}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * GC victim policy.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gc Policy</em>' attribute.
	 * @see org.snapwear.model.study.GcPolicy
	 * @see #setGcPolicy(GcPolicy)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_GcPolicy()
	 * @model default="greedy"
	 * @generated
	 */
	GcPolicy getGcPolicy();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getGcPolicy <em>Gc Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gc Policy</em>' attribute.
	 * @see org.snapwear.model.study.GcPolicy
	 * @see #getGcPolicy()
	 * @generated
	 */
	void setGcPolicy(GcPolicy value);

	/**
	 * Returns the value of the '<em><b>DChoices</b></em>' attribute.
	 * The default value is <code>"2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sample size of the d-choices policy. Unit: blocks.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>DChoices</em>' attribute.
	 * @see #setDChoices(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_DChoices()
	 * @model default="2"
	 * @generated
	 */
	int getDChoices();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getDChoices <em>DChoices</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>DChoices</em>' attribute.
	 * @see #getDChoices()
	 * @generated
	 */
	void setDChoices(int value);

	/**
	 * Returns the value of the '<em><b>Wear Level Threshold</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Static wear levelling threshold on the erase-count spread, 0 = off. Unit: erases.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wear Level Threshold</em>' attribute.
	 * @see #setWearLevelThreshold(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_WearLevelThreshold()
	 * @model default="0"
	 * @generated
	 */
	int getWearLevelThreshold();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getWearLevelThreshold <em>Wear Level Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wear Level Threshold</em>' attribute.
	 * @see #getWearLevelThreshold()
	 * @generated
	 */
	void setWearLevelThreshold(int value);

	/**
	 * Returns the value of the '<em><b>Host Timing</b></em>' attribute.
	 * The default value is <code>"per-channel"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.HostTiming}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where host transfers serialise.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Host Timing</em>' attribute.
	 * @see org.snapwear.model.study.HostTiming
	 * @see #setHostTiming(HostTiming)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_HostTiming()
	 * @model default="per-channel"
	 * @generated
	 */
	HostTiming getHostTiming();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getHostTiming <em>Host Timing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host Timing</em>' attribute.
	 * @see org.snapwear.model.study.HostTiming
	 * @see #getHostTiming()
	 * @generated
	 */
	void setHostTiming(HostTiming value);

	/**
	 * Returns the value of the '<em><b>Seed</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seed of random policies and the warm-up layout.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Seed</em>' attribute.
	 * @see #setSeed(long)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_Seed()
	 * @model default="1"
	 * @generated
	 */
	long getSeed();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getSeed <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Seed</em>' attribute.
	 * @see #getSeed()
	 * @generated
	 */
	void setSeed(long value);

	/**
	 * Returns the value of the '<em><b>Warmup Valid</b></em>' attribute.
	 * The default value is <code>"0.85015869140625"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fraction of blocks' worth of valid pages before the run (Table 8: 111,432 of 131,072). Unit: fraction of blocks.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Warmup Valid</em>' attribute.
	 * @see #setWarmupValid(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_WarmupValid()
	 * @model default="0.85015869140625"
	 * @generated
	 */
	double getWarmupValid();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getWarmupValid <em>Warmup Valid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Warmup Valid</em>' attribute.
	 * @see #getWarmupValid()
	 * @generated
	 */
	void setWarmupValid(double value);

	/**
	 * Returns the value of the '<em><b>Warmup Invalid</b></em>' attribute.
	 * The default value is <code>"0.09954833984375"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fraction of blocks' worth of invalid pages (Table 8: 13,048). Unit: fraction of blocks.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Warmup Invalid</em>' attribute.
	 * @see #setWarmupInvalid(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_WarmupInvalid()
	 * @model default="0.09954833984375"
	 * @generated
	 */
	double getWarmupInvalid();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getWarmupInvalid <em>Warmup Invalid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Warmup Invalid</em>' attribute.
	 * @see #getWarmupInvalid()
	 * @generated
	 */
	void setWarmupInvalid(double value);

	/**
	 * Returns the value of the '<em><b>Warmup Free</b></em>' attribute.
	 * The default value is <code>"0.05029296875"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fraction of erased blocks (Table 8: 6,592). Unit: fraction of blocks.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Warmup Free</em>' attribute.
	 * @see #setWarmupFree(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_WarmupFree()
	 * @model default="0.05029296875"
	 * @generated
	 */
	double getWarmupFree();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getWarmupFree <em>Warmup Free</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Warmup Free</em>' attribute.
	 * @see #getWarmupFree()
	 * @generated
	 */
	void setWarmupFree(double value);

	/**
	 * Returns the value of the '<em><b>Warmup Layout</b></em>' attribute.
	 * The default value is <code>"segregated"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.WarmupLayout}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Placement of the warm-up pages.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Warmup Layout</em>' attribute.
	 * @see org.snapwear.model.study.WarmupLayout
	 * @see #setWarmupLayout(WarmupLayout)
	 * @see org.snapwear.model.study.SnapwearPackage#getSsdSettings_WarmupLayout()
	 * @model default="segregated"
	 * @generated
	 */
	WarmupLayout getWarmupLayout();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SsdSettings#getWarmupLayout <em>Warmup Layout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Warmup Layout</em>' attribute.
	 * @see org.snapwear.model.study.WarmupLayout
	 * @see #getWarmupLayout()
	 * @generated
	 */
	void setWarmupLayout(WarmupLayout value);

} // SsdSettings
