/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Analyses</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Which analyses a run produces.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.Analyses#isWrittenVolume <em>Written Volume</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#isErases <em>Erases</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#isUsefulStorage <em>Useful Storage</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#isHeadingBits <em>Heading Bits</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#isExponentHistogram <em>Exponent Histogram</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#isSnapDisSweep <em>Snap Dis Sweep</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#getSnapDisValues <em>Snap Dis Values</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#getStorageLimit <em>Storage Limit</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#isSlcPages <em>Slc Pages</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#isBuddy <em>Buddy</em>}</li>
 *   <li>{@link org.snapwear.model.study.Analyses#isPipelineCurves <em>Pipeline Curves</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='snapDisValuesPresent snapDisValuesAtLeastOne storageLimitPositive'"
 * @generated
 */
public interface Analyses extends EObject {
	/**
	 * Returns the value of the '<em><b>Written Volume</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Written volume per scheme ([Delta snapshots, docs/papers.md#delta-snapshots] Fig. 9).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Written Volume</em>' attribute.
	 * @see #setWrittenVolume(boolean)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_WrittenVolume()
	 * @model default="true"
	 * @generated
	 */
	boolean isWrittenVolume();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#isWrittenVolume <em>Written Volume</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Written Volume</em>' attribute.
	 * @see #isWrittenVolume()
	 * @generated
	 */
	void setWrittenVolume(boolean value);

	/**
	 * Returns the value of the '<em><b>Erases</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Block erases per scheme (Fig. 10).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Erases</em>' attribute.
	 * @see #setErases(boolean)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_Erases()
	 * @model default="true"
	 * @generated
	 */
	boolean isErases();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#isErases <em>Erases</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Erases</em>' attribute.
	 * @see #isErases()
	 * @generated
	 */
	void setErases(boolean value);

	/**
	 * Returns the value of the '<em><b>Useful Storage</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Useful storage and save/restore time per snapshot (Table 9).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Useful Storage</em>' attribute.
	 * @see #setUsefulStorage(boolean)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_UsefulStorage()
	 * @model default="true"
	 * @generated
	 */
	boolean isUsefulStorage();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#isUsefulStorage <em>Useful Storage</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Useful Storage</em>' attribute.
	 * @see #isUsefulStorage()
	 * @generated
	 */
	void setUsefulStorage(boolean value);

	/**
	 * Returns the value of the '<em><b>Heading Bits</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Heading-bit equality table (Table 1).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Heading Bits</em>' attribute.
	 * @see #setHeadingBits(boolean)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_HeadingBits()
	 * @model default="true"
	 * @generated
	 */
	boolean isHeadingBits();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#isHeadingBits <em>Heading Bits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Heading Bits</em>' attribute.
	 * @see #isHeadingBits()
	 * @generated
	 */
	void setHeadingBits(boolean value);

	/**
	 * Returns the value of the '<em><b>Exponent Histogram</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Exponent histogram (Fig. 8).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Exponent Histogram</em>' attribute.
	 * @see #setExponentHistogram(boolean)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_ExponentHistogram()
	 * @model default="true"
	 * @generated
	 */
	boolean isExponentHistogram();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#isExponentHistogram <em>Exponent Histogram</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Exponent Histogram</em>' attribute.
	 * @see #isExponentHistogram()
	 * @generated
	 */
	void setExponentHistogram(boolean value);

	/**
	 * Returns the value of the '<em><b>Snap Dis Sweep</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * snap_dis sweep with a recommendation under the storage limit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Snap Dis Sweep</em>' attribute.
	 * @see #setSnapDisSweep(boolean)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_SnapDisSweep()
	 * @model default="true"
	 * @generated
	 */
	boolean isSnapDisSweep();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#isSnapDisSweep <em>Snap Dis Sweep</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Snap Dis Sweep</em>' attribute.
	 * @see #isSnapDisSweep()
	 * @generated
	 */
	void setSnapDisSweep(boolean value);

	/**
	 * Returns the value of the '<em><b>Snap Dis Values</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.Integer}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * snap_dis values of the sweep (the paper's 3, 5, 10). Unit: snapshots.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Snap Dis Values</em>' attribute list.
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_SnapDisValues()
	 * @model unique="false"
	 * @generated
	 */
	EList<Integer> getSnapDisValues();

	/**
	 * Returns the value of the '<em><b>Storage Limit</b></em>' attribute.
	 * The default value is <code>"2.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Storage constraint of the sweep: peak useful storage in raw snapshot sizes (2 = the chain scheme's bound). Unit: raw snapshots.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Storage Limit</em>' attribute.
	 * @see #setStorageLimit(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_StorageLimit()
	 * @model default="2.0"
	 * @generated
	 */
	double getStorageLimit();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#getStorageLimit <em>Storage Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Storage Limit</em>' attribute.
	 * @see #getStorageLimit()
	 * @generated
	 */
	void setStorageLimit(double value);

	/**
	 * Returns the value of the '<em><b>Slc Pages</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SLC pages for the metadata trace ([SLC progressive programming, docs/papers.md#slc-progressive] Fig. 7).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Slc Pages</em>' attribute.
	 * @see #setSlcPages(boolean)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_SlcPages()
	 * @model default="true"
	 * @generated
	 */
	boolean isSlcPages();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#isSlcPages <em>Slc Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Slc Pages</em>' attribute.
	 * @see #isSlcPages()
	 * @generated
	 */
	void setSlcPages(boolean value);

	/**
	 * Returns the value of the '<em><b>Buddy</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Buddy ratio and overflow ([Buddy Compression, docs/papers.md#buddy-compression]).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Buddy</em>' attribute.
	 * @see #setBuddy(boolean)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_Buddy()
	 * @model default="true"
	 * @generated
	 */
	boolean isBuddy();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#isBuddy <em>Buddy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Buddy</em>' attribute.
	 * @see #isBuddy()
	 * @generated
	 */
	void setBuddy(boolean value);

	/**
	 * Returns the value of the '<em><b>Pipeline Curves</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * PCCR time curves ([PCCR, docs/papers.md#pccr] Fig. 12).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pipeline Curves</em>' attribute.
	 * @see #setPipelineCurves(boolean)
	 * @see org.snapwear.model.study.SnapwearPackage#getAnalyses_PipelineCurves()
	 * @model default="true"
	 * @generated
	 */
	boolean isPipelineCurves();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Analyses#isPipelineCurves <em>Pipeline Curves</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pipeline Curves</em>' attribute.
	 * @see #isPipelineCurves()
	 * @generated
	 */
	void setPipelineCurves(boolean value);

} // Analyses
