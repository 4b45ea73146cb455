/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Scheme</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A checkpoint scheme: a codec applied under a delta mode ([Delta snapshots, docs/papers.md#delta-snapshots], Algorithm 2).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.Scheme#getName <em>Name</em>}</li>
 *   <li>{@link org.snapwear.model.study.Scheme#getCodec <em>Codec</em>}</li>
 *   <li>{@link org.snapwear.model.study.Scheme#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.snapwear.model.study.Scheme#getMode <em>Mode</em>}</li>
 *   <li>{@link org.snapwear.model.study.Scheme#getSnapDis <em>Snap Dis</em>}</li>
 *   <li>{@link org.snapwear.model.study.Scheme#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.snapwear.model.study.Scheme#getFirstIteration <em>First Iteration</em>}</li>
 *   <li>{@link org.snapwear.model.study.Scheme#getBaselineCodec <em>Baseline Codec</em>}</li>
 *   <li>{@link org.snapwear.model.study.Scheme#getThreads <em>Threads</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getScheme()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nameSet codecSet snapDisAtLeastOne unitAtLeastOne firstIterationNonNegative baselineCodecSet threadsNonNegative uniqueParameterKeys'"
 * @generated
 */
public interface Scheme extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Identifies the scheme in reports (e.g. dynrle-progressive).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getScheme_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Scheme#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Codec</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Codec id of the codec engine (raw, gzip, rle4, rle4+gzip, dynrle, xor-shuffle-zstd, predictive, ...).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Codec</em>' attribute.
	 * @see #setCodec(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getScheme_Codec()
	 * @model
	 * @generated
	 */
	String getCodec();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Scheme#getCodec <em>Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Codec</em>' attribute.
	 * @see #getCodec()
	 * @generated
	 */
	void setCodec(String value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' containment reference list.
	 * The list contents are of type {@link org.snapwear.model.study.CodecParameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Codec parameters as key/value pairs.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameters</em>' containment reference list.
	 * @see org.snapwear.model.study.SnapwearPackage#getScheme_Parameters()
	 * @model containment="true"
	 * @generated
	 */
	EList<CodecParameter> getParameters();

	/**
	 * Returns the value of the '<em><b>Mode</b></em>' attribute.
	 * The default value is <code>"progressive"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.SchemeMode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Delta mode.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mode</em>' attribute.
	 * @see org.snapwear.model.study.SchemeMode
	 * @see #setMode(SchemeMode)
	 * @see org.snapwear.model.study.SnapwearPackage#getScheme_Mode()
	 * @model default="progressive"
	 * @generated
	 */
	SchemeMode getMode();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Scheme#getMode <em>Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mode</em>' attribute.
	 * @see org.snapwear.model.study.SchemeMode
	 * @see #getMode()
	 * @generated
	 */
	void setMode(SchemeMode value);

	/**
	 * Returns the value of the '<em><b>Snap Dis</b></em>' attribute.
	 * The default value is <code>"10"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A new baseline every snapDis snapshots (snap_dis). Unit: snapshots.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Snap Dis</em>' attribute.
	 * @see #setSnapDis(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getScheme_SnapDis()
	 * @model default="10"
	 * @generated
	 */
	int getSnapDis();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Scheme#getSnapDis <em>Snap Dis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Snap Dis</em>' attribute.
	 * @see #getSnapDis()
	 * @generated
	 */
	void setSnapDis(int value);

	/**
	 * Returns the value of the '<em><b>Unit</b></em>' attribute.
	 * The default value is <code>"100"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Iterations between two consecutive snapshots. Unit: iterations.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Unit</em>' attribute.
	 * @see #setUnit(long)
	 * @see org.snapwear.model.study.SnapwearPackage#getScheme_Unit()
	 * @model default="100"
	 * @generated
	 */
	long getUnit();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Scheme#getUnit <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit</em>' attribute.
	 * @see #getUnit()
	 * @generated
	 */
	void setUnit(long value);

	/**
	 * Returns the value of the '<em><b>First Iteration</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Iteration of the first snapshot (the paper's convention is unit). Unit: iterations.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>First Iteration</em>' attribute.
	 * @see #setFirstIteration(long)
	 * @see org.snapwear.model.study.SnapwearPackage#getScheme_FirstIteration()
	 * @model default="0"
	 * @generated
	 */
	long getFirstIteration();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Scheme#getFirstIteration <em>First Iteration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>First Iteration</em>' attribute.
	 * @see #getFirstIteration()
	 * @generated
	 */
	void setFirstIteration(long value);

	/**
	 * Returns the value of the '<em><b>Baseline Codec</b></em>' attribute.
	 * The default value is <code>"huffman-exp"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Codec id for baseline (full) snapshots.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Baseline Codec</em>' attribute.
	 * @see #setBaselineCodec(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getScheme_BaselineCodec()
	 * @model default="huffman-exp"
	 * @generated
	 */
	String getBaselineCodec();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Scheme#getBaselineCodec <em>Baseline Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Baseline Codec</em>' attribute.
	 * @see #getBaselineCodec()
	 * @generated
	 */
	void setBaselineCodec(String value);

	/**
	 * Returns the value of the '<em><b>Threads</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Encoder threads, 0 = automatic. Unit: threads.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Threads</em>' attribute.
	 * @see #setThreads(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getScheme_Threads()
	 * @model default="0"
	 * @generated
	 */
	int getThreads();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Scheme#getThreads <em>Threads</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Threads</em>' attribute.
	 * @see #getThreads()
	 * @generated
	 */
	void setThreads(int value);

} // Scheme
